// The first sight of a deep link, rendered on the server (issue 31): the api's page for a job page
// or a candidate page, asked for with a session, carries that page as the frame and the remote
// show it — rendered here from their own components with the visitor's data — and the answers
// it was rendered from. The browser paints it from the HTML, before any script; the shell takes
// it over when its live twin has mounted (../app/prerender-takeover.ts), whose reads take those answers
// over instead of asking again (@portal/shared/early-reads).
// Not part of the shell's bundle: scripts/lib/first-sight.mjs compiles this file for node, with
// `window` (./server-window.ts) and `ky` (./server-ky.ts) of its own, into shell/dist-server; the
// api loads it (api/src/plugins/first-sight.ts). Nothing is rendered when a read fails, when the
// page still shows a loading line, or for any other route: the page is then the plain one.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { Query } from '@tanstack/react-query';
import { configureHttp } from '@portal/shared/http';
import { queryClient } from '@portal/shared/query-client';
import { styleTagsCss } from '@portal/shared/prerender-html';
import { ROUTE_REMOTES } from '@portal/shared/route-remotes';
import { routes, SITE_ROUTES, type PortalRoute } from '@portal/shared/routes';
import { isSiteId, portalPathParts, type SiteId } from '@portal/shared/site';
import { DocumentTitle, formatDocumentTitle } from '@portal/shared/ui/document-title';
import { isOnRoute } from '@portal/shared/ui/lazy-page';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import JobsRoutes from 'remote_jobs/Routes';
import ApplicantsRoutes from 'remote_applicants/Routes';
import CandidateDetail from 'remote_applicants/CandidateDetail';
import { Layout } from '../layout/layout';
import { setRegistrySections } from '../app/registry';
import { sectionTitles } from '../app/section-titles';
import { headingOf, isComplete } from './complete';
import { answerReadsWith, type ServerAnswer, type ServerRead } from './server-ky';
import { setServerSanitizers, type ServerSanitizers } from './server-html';
import { setServerPage } from './server-window';

export type { ServerAnswer, ServerRead } from './server-ky';
export type { ServerSanitizers } from './server-html';

/** The pages a deep link opens most, whose largest text waited for all the code (issue 31). */
export const FIRST_SIGHT_ROUTES: readonly PortalRoute[] = [
  routes.jobs.info,
  routes.applicants.candidate,
  routes.jobs.referredCandidate,
];

/** The remote modules those routes mount, as the server build resolves them. */
const MODULES: Record<string, ComponentType> = {
  'remote_jobs/Routes': JobsRoutes,
  'remote_applicants/Routes': ApplicantsRoutes,
  'remote_applicants/CandidateDetail': CandidateDetail,
};

export interface FirstSightPage {
  /** The frame with the page, as the live components render it with the same answers. */
  html: string;
  /** The CSS of that markup (the theme's global rules included), without a <style> element. */
  css: string;
  /** Each read's answer by its path and query (/25/employment-agency/api/jobs/3). */
  answers: Record<string, ServerAnswer>;
  /** The document title, from the page's heading, until the live page names it. */
  title: string;
}

/** Renders in turn until the markup no longer changes (lazy pages arrive, reads answer). */
const MAX_PASSES = 6;

/** React's mark of a Suspense boundary rendered as its fallback (renderToString). */
const SUSPENDED = '<!--$!-->';

/** Whether `pathname` is a route rendered at first sight. */
export function isFirstSightPath(pathname: string): boolean {
  return isOnRoute(FIRST_SIGHT_ROUTES, pathname);
}

function Page({ url, siteId }: { url: string; siteId: SiteId }) {
  const titles = sectionTitles(siteId);
  const own = ROUTE_REMOTES.filter((route) => route.frame === 'layout' && MODULES[route.module]);
  return (
    <PortalThemeProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={SITE_ROUTES.portal}>
            <Route element={<Layout siteId={siteId} />}>
              {own.map((route) => {
                const Module = MODULES[route.module];
                return (
                  <Route
                    key={route.path}
                    path={route.path}
                    element={
                      <>
                        <DocumentTitle title={titles[route.title]} level="section" />
                        <Module />
                      </>
                    }
                  />
                );
              })}
            </Route>
          </Route>
        </Routes>
      </MemoryRouter>
    </PortalThemeProvider>
  );
}

/** The queries a pass rendered that no answer has come for yet (and that may be asked now). */
function waiting(): Query[] {
  return queryClient.getQueryCache().findAll({
    predicate: (query) => {
      const enabled = (query.options as { enabled?: unknown }).enabled;
      const on = typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
      return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
    },
  });
}

interface RenderOptions {
  /** The run-time registry the page carries (its sections are in the sidebar). */
  registry: unknown;
  /** The api's HTML sanitisers (./server-html.ts). */
  sanitizers: ServerSanitizers;
  /** A phone asked (Sec-CH-UA-Mobile): media queries are answered for a phone's width. */
  phone?: boolean;
}

async function render(
  url: string,
  read: ServerRead,
  { registry, sanitizers, phone = false }: RenderOptions,
): Promise<FirstSightPage | null> {
  const { pathname, search, origin } = new URL(url);
  const siteId = portalPathParts(pathname)?.siteId;
  if (!isSiteId(siteId) || !isFirstSightPath(pathname)) return null;
  setServerPage(url, phone);
  setServerSanitizers(sanitizers);
  setRegistrySections(registry);
  queryClient.clear();
  const answers = answerReadsWith(read);
  let previous = '';
  let page: { html: string; css: string } | null = null;
  try {
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const sheet = new ServerStyleSheet();
      try {
        const html = renderToString(
          sheet.collectStyles(<Page url={`${pathname}${search}`} siteId={siteId} />),
        );
        page = { html, css: styleTagsCss(sheet.getStyleTags()) };
      } finally {
        sheet.seal();
      }
      const asked = waiting();
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
      // A lazy page's module, asked for by this pass, is there for the next.
      await new Promise((resolve) => setImmediate(resolve));
      // Done when the pass asked for nothing and nothing in it waited for a module (a boundary
      // that suspended is marked <!--$!--> by renderToString), or when it changed nothing.
      const suspended = page.html.includes(SUSPENDED);
      if (asked.length === 0 && (!suspended || page.html === previous)) break;
      previous = page.html;
    }
  } finally {
    answerReadsWith(null);
    setServerSanitizers(null);
    queryClient.clear();
    setServerPage(origin, false);
  }
  const failed = [...answers.values()].some((answer) => answer.status < 200 || answer.status > 299);
  if (!page || failed || !isComplete(page.html)) return null;
  const title = formatDocumentTitle(headingOf(page.html) ?? undefined);
  return { ...page, title, answers: Object.fromEntries(answers) };
}

let queue: Promise<unknown> = Promise.resolve();
let queued = 0;

/** More pages than this waiting for a render: the next goes out plain (a burst never piles up). */
export const MAX_QUEUED = 4;

/**
 * The first sight of `url` (absolute, as the browser asked for it), its reads answered by `read`;
 * null when the route is not one of FIRST_SIGHT_ROUTES or the page could not be rendered whole.
 * One render at a time: the query cache and the page's URL are this module's own.
 */
export function renderFirstSight(
  url: string,
  read: ServerRead,
  options: RenderOptions,
): Promise<FirstSightPage | null> {
  if (queued >= MAX_QUEUED) return Promise.resolve(null);
  queued += 1;
  const run = queue.then(() => render(url, read, options)).finally(() => (queued -= 1));
  queue = run.catch(() => undefined);
  return run;
}

// The http client's 401 and 404 rules redirect in a browser; here they only fail the render.
configureHttp({ navigate: () => undefined });
