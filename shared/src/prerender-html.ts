// A page that paints from its HTML before any script runs, built from the shell's index.html:
// the logged-out pages rendered at build time (scripts/lib/prerender.mjs) and the first sight of
// a job page or a candidate page rendered by the api (api/src/plugins/first-sight.ts). The page's
// markup goes in <div id="prerender"> before the empty #root (hidden beside it), its CSS inline
// in the head, and the shell's scripts are asked for by the start script (prerender-start.js)
// once that markup has painted. The shell takes the page over when its live twin has mounted
// (shell/src/app/prerender-takeover.ts).

/** The element the live page is rendered into, empty in the shell's index.html. */
export const ROOT_ELEMENT = '<div id="root"></div>';

// The live root stays hidden while the prerendered page is there (the takeover removes both).
// A button disabled for the wait keeps its live look (it is the live button's twin), with a
// waiting cursor.
export const PRERENDER_CSS =
  '#prerender~#root{display:none}#prerender [data-prerender-wait]{opacity:1;cursor:progress}';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeHtml(text).replace(/"/g, '&quot;');

/**
 * The static markup as the page shows it before the scripts run: its buttons wait for them. A
 * button that may submit is disabled (an Enter in a field must not submit a form no script
 * handles yet: a GET with the password in the URL); one of type="button", which submits nothing,
 * is aria-disabled instead: still focusable (a tab list that scrolls stays reachable by
 * keyboard), announced as unavailable, and a click on it waits (Playwright's too) rather than
 * going nowhere.
 */
export function staticMarkup(html: string): string {
  return html.replace(/<button(?![^>]*\sdisabled)([^>]*)>/g, (_tag, attributes: string) => {
    if (!/\stype="button"/.test(attributes)) {
      return `<button disabled="" data-prerender-wait=""${attributes}>`;
    }
    const waiting = attributes.replace(/\saria-disabled="[^"]*"/, '');
    return `<button aria-disabled="true" data-prerender-wait=""${waiting}>`;
  });
}

const SHELL_SCRIPT = /<script defer="defer" (?:fetchpriority="high" )?src="([^"]+)"><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" href="([^"]+)" as="script">/g;
const FETCH_PRELOAD = /<link rel="preload" href="[^"]+" as="fetch" crossorigin(?:="[^"]*")?>/g;

/**
 * The shell's script tags replaced by the start script (`startUrl`, prerender-start.js), which
 * asks for the same scripts, in the same order, once the page has painted; the scripts the page
 * preloaded (the frame, the route's remote) are asked for then too, before them.
 */
export function startAfterPaint(indexHtml: string, startUrl: string): string {
  const urls = [...indexHtml.matchAll(SHELL_SCRIPT)].map(([, url]) => url);
  if (!urls.length) throw new Error('index.html has no deferred script of the shell');
  const preloads = [...indexHtml.matchAll(SCRIPT_PRELOAD)].map(([, url]) => url);
  const attributes = [
    `data-scripts="${escapeAttr(urls.join(' '))}"`,
    ...(preloads.length ? [`data-preloads="${escapeAttr(preloads.join(' '))}"`] : []),
  ];
  return indexHtml
    .replace(SHELL_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, '')
    .replace(
      '</head>',
      `<script defer="defer" src="${escapeAttr(startUrl)}" ${attributes.join(' ')}></script></head>`,
    );
}

/**
 * The CSS of styled-components' style tags (ServerStyleSheet.getStyleTags()), without the <style>
 * elements and the rehydration markers (comments and rules only its own sheet reads).
 */
export function styleTagsCss(styleTags: string): string {
  return styleTags
    .replace(/<style[^>]*>/g, '')
    .replace(/<\/style>/g, '')
    .replace(/\/\*!sc\*\/\n?/g, '')
    .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '')
    .trim();
}

/** JSON inside <script> cannot end the element, nor break a line in old parsers. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface PrerenderedMarkup {
  /** The page's markup, as the live components render it at first. */
  html: string;
  /** Its CSS, without a <style> element. */
  css: string;
  /** The document title (the index.html's when absent). */
  title?: string;
  /** A selector the live page matches once it shows what the markup shows (the takeover's). */
  live?: string;
  /** Anything else the head carries for the page (a <script type="application/json">). */
  head?: string;
}

/** The shell's index.html turned into one prerendered page (`startUrl`: see startAfterPaint). */
export function pageHtml(indexHtml: string, page: PrerenderedMarkup, startUrl: string): string {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  const css = page.css.replace(/<\/style/gi, '<\\/style');
  const live = page.live ? ` data-live="${escapeAttr(page.live)}"` : '';
  let html = startAfterPaint(indexHtml, startUrl);
  if (page.title !== undefined) {
    const title = escapeHtml(page.title);
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  }
  const head = `<style id="prerender-style">${css}${PRERENDER_CSS}</style>${page.head ?? ''}`;
  const markup = `<div id="prerender"${live}>${staticMarkup(page.html)}</div>${ROOT_ELEMENT}`;
  return html.replace('</head>', () => `${head}</head>`).replace(ROOT_ELEMENT, () => markup);
}

/** A page whose data came with it: the reads' preloads go (the answers are in the page). */
export function withoutFetchPreloads(html: string): string {
  return html.replace(FETCH_PRELOAD, '');
}
