// The async boundary: the router (lazy, tree-shaken) is loaded before any application code runs.
// Each step below runs in a task of its own, so no task keeps the page from answering input for
// long: first the shell's chunks are requested; while they are on their way, the largest shared
// modules the shell starts with (in its entry, as eager shared modules) are evaluated one by one.
// (Lighthouse on the login page: bench/run.mjs.)
// A page inside the logged-in frame (a deep link, a reload) loads the frame at once too, beside
// its remote, rather than after the shell's router has rendered (one chain of chunks less), and
// the lazy shared modules of the frame in one go (./app/frame-modules).
// A deep link's first reads (a job, a candidate, a thread) that the page preloads are taken over
// before all of it: the data comes while the code does (@portal/shared/early-reads). The others
// (the frame's, and those beside the page's own) are asked for once the code's requests are out:
// asked first, they took the browser's six connections to the page's host, and the frame's lazy
// modules, which every render waits for, came a round trip later. A first sight (the page
// rendered by the api, api/src/plugins/first-sight.ts) brings its answers: none is asked for.
import { ANSWERS_ELEMENT_ID, adoptAnswers, startEarlyReads } from '@portal/shared/early-reads';
import { firstReadUrls } from '@portal/shared/route-remotes';
import { routePage } from './app/route-modules';
import { loadFrameModules } from './app/frame-modules';
import { startLoadingRemote } from './app/remotes';

const firstReads = (options: { preloaded?: boolean } = {}) =>
  firstReadUrls(window.location.pathname, window.location.search, new Date(), options).map(
    (url) => window.location.origin + url,
  );
// A first sight (a job page, a candidate page rendered by the api) came with its answers.
adoptAnswers(document.getElementById(ANSWERS_ELEMENT_ID)?.textContent, window.location.origin);
startEarlyReads(firstReads({ preloaded: true }));
const page = routePage(window.location.pathname);
/** The shell's code after the entry (its chunk is named: a page in the frame preloads it). */
const loadBootstrap = () => import(/* webpackChunkName: "bootstrap" */ './bootstrap');
const steps = [
  loadBootstrap,
  () => page && startLoadingRemote(page.module),
  () => page?.inFrame && loadBootstrap().then(({ loadLayout }) => loadLayout()),
  () => page?.inFrame && loadFrameModules(),
  () => startEarlyReads(firstReads()),
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('sonner'),
  () => import('@portal/shared/http'),
  () => import('@portal/shared/ui/feedback-root'),
  () => import('@portal/shared/ui/theme'),
];
for (const step of steps) setTimeout(() => void step(), 0);
