// The async boundary: the router (lazy, tree-shaken) is loaded before any application code runs.
// Each step below runs in a task of its own, so no task keeps the page from answering input for
// long: first the shell's chunks are requested; while they are on their way, the largest shared
// modules the shell starts with (in its entry, as eager shared modules) are evaluated one by one.
// (Lighthouse on the login page: bench/run.mjs.)
// A deep link's first reads (a job, a candidate, a thread) are asked for before all of it: the
// data comes while the code does (@portal/shared/early-reads; the page preloads the same URLs).
import { startEarlyReads } from '@portal/shared/early-reads';
import { firstReadUrls } from '@portal/shared/route-remotes';
import { routeRemoteModule } from './app/route-modules';
import { startLoadingRemote } from './app/remotes';

startEarlyReads(
  firstReadUrls(window.location.pathname, window.location.search).map(
    (url) => window.location.origin + url,
  ),
);
const pageModule = routeRemoteModule(window.location.pathname);
const steps = [
  () => import('./bootstrap'),
  () => pageModule && startLoadingRemote(pageModule),
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('sonner'),
  () => import('@portal/shared/http'),
  () => import('@portal/shared/ui/feedback-root'),
  () => import('@portal/shared/ui/theme'),
];
for (const step of steps) setTimeout(() => void step(), 0);
