// The first sight of a deep link (issue 31): the page the api serves for a job page or a
// candidate page, asked for with a session, carries that page rendered with the visitor's data
// (shell/src/first-sight/render.tsx, built into shell/dist-server by scripts/lib/first-sight.mjs)
// and the answers it was rendered from. The browser paints it from the HTML, before any script;
// the shell's scripts are asked for once it has (prerender-start.js), take the answers over
// instead of asking again (@portal/shared/early-reads) and take the page over when its live twin
// has mounted (shell/src/app/prerender-takeover.ts).
// Each read goes through the api's own routes with the visitor's cookies (app.inject): the same
// session, tenancy and answers as the browser's own request. Nothing is rendered without a
// session cookie, when a read fails, when the render takes longer than RENDER_BUDGET_MS, or when
// the build has no render: the page is then the plain one.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANSWERS_ELEMENT_ID } from '@portal/shared/early-reads';
import { pageHtml, scriptJson, withoutFetchPreloads } from '@portal/shared/prerender-html';
import { isSiteId, serviceTypeOf } from '@portal/shared/site';
import { RENDER_SANITIZERS } from '../html/sanitize';
import { SESSION_COOKIE } from './session';

interface Answer {
  status: number;
  body: string;
}

interface RenderedPage {
  html: string;
  css: string;
  answers: Record<string, Answer>;
  title?: string;
}

/** What shell/src/first-sight/render.tsx exports. */
export interface FirstSightRender {
  isFirstSightPath: (pathname: string) => boolean;
  renderFirstSight: (
    url: string,
    read: (pathWithQuery: string) => Promise<Answer>,
    options: { registry: unknown; sanitizers: typeof RENDER_SANITIZERS; phone?: boolean },
  ) => Promise<RenderedPage | null>;
}

/** Longer than this and the plain page goes out (the render finishes for nobody). */
export const RENDER_BUDGET_MS = 1_000;

/** What the takeover waits for: the page's heading in the live frame's <main>. */
export const LIVE_SELECTOR = 'main h1';

/** The render's bundle beside the shell's dist (shell/dist-server/first-sight.cjs). */
export function renderBundleOf(shellDir: string): string {
  return path.join(shellDir, '..', 'dist-server', 'first-sight.cjs');
}

const loaded = new Map<string, { mtimeMs: number; render: FirstSightRender | null }>();

/** The render of a build, loaded once per change; null when the build has none. */
export function loadRender(bundle: string): FirstSightRender | null {
  const mtimeMs = fs.statSync(bundle, { throwIfNoEntry: false })?.mtimeMs;
  if (mtimeMs === undefined) return null;
  const cached = loaded.get(bundle);
  if (cached?.mtimeMs === mtimeMs) return cached.render;
  const load = createRequire(bundle);
  delete load.cache[bundle];
  const render = load(bundle) as FirstSightRender;
  loaded.set(bundle, { mtimeMs, render });
  return render;
}

/**
 * Loads the render of the shell's build ahead (a first sight would otherwise wait for its code);
 * a broken bundle is logged, and the pages go out plain.
 */
export function loadRenderAhead(shellDir: string, log: (error: unknown) => void): void {
  try {
    loadRender(renderBundleOf(shellDir));
  } catch (error) {
    log(error);
  }
}

/** The start script the build wrote beside the prerendered pages (prerender-start.<hash>.js). */
function startScriptOf(shellDir: string): string | null {
  const file = fs
    .readdirSync(shellDir)
    .find((name) => /^prerender-start\.[0-9a-f]{8}\.js$/.test(name));
  return file ? `/${file}` : null;
}

/** The page HTML (index.html for the route, preloads included) with the first sight inside. */
export function firstSightHtml(indexHtml: string, page: RenderedPage, startUrl: string): string {
  const answers = `<script id="${ANSWERS_ELEMENT_ID}" type="application/json">${scriptJson(page.answers)}</script>`;
  return pageHtml(
    withoutFetchPreloads(indexHtml),
    { html: page.html, css: page.css, title: page.title, live: LIVE_SELECTOR, head: answers },
    startUrl,
  );
}

function withinBudget<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The first sight of the page the request asks for, as the page's whole HTML (`indexHtml`: the
 * route's page as it would go out otherwise); null when there is none to give.
 */
export async function firstSightPage(
  app: FastifyInstance,
  request: FastifyRequest,
  shellDir: string,
  indexHtml: string,
  registry: unknown,
): Promise<string | null> {
  const [pathname] = request.url.split('?');
  const site = /^\/([^/]+)\/employment-agency\//.exec(pathname)?.[1];
  if (!isSiteId(site) || !request.cookies?.[SESSION_COOKIE[serviceTypeOf(site)]]) return null;
  let render: FirstSightRender | null;
  try {
    render = loadRender(renderBundleOf(shellDir));
  } catch (error) {
    request.log.error({ err: error }, 'first sight: the render does not load');
    return null;
  }
  const start = startScriptOf(shellDir);
  if (!render || !start || !render.isFirstSightPath(pathname)) return null;
  const headers = {
    cookie: request.headers.cookie ?? '',
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    'user-agent': request.headers['user-agent'] ?? '',
  };
  const read = async (url: string): Promise<Answer> => {
    const response = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
    return { status: response.statusCode, body: response.body };
  };
  const url = `${request.protocol}://${request.host}${request.url}`;
  const phone = request.headers['sec-ch-ua-mobile'] === '?1';
  try {
    const page = await withinBudget(
      render.renderFirstSight(url, read, { registry, sanitizers: RENDER_SANITIZERS, phone }),
      RENDER_BUDGET_MS,
    );
    return page ? firstSightHtml(indexHtml, page, start) : null;
  } catch (error) {
    request.log.error({ err: error }, 'first sight failed');
    return null;
  }
}
