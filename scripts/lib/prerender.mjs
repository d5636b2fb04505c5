// The prerendered auth pages (login, forgot-password, welcome on every service line): compiles
// remote-auth/src/prerender.tsx for node with the apps' own loaders, renders each page with
// react-dom/server and styled-components' ServerStyleSheet, and writes it into the shell's dist
// as <site>/employment-agency/<page>/index.html: the shell's index.html with the page's title, its
// critical CSS inline in the head, its markup in <div id="prerender"> before the empty #root, and
// the shell's scripts asked for once that markup has painted (./prerender-start.js). The api (api/src/plugins/shell-static.ts) and the shell's nginx
// (deploy/nginx-spa.conf) serve that file for the route; the shell takes the page over when its
// live twin has mounted (shell/src/app/prerender-takeover.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webpack = require(path.join(ROOT, 'node_modules/webpack'));
const { typescriptRule } = require(path.join(ROOT, 'tools/webpack/create-config.cjs'));

/** The element the live page is rendered into, empty in the shell's index.html. */
export const ROOT_ELEMENT = '<div id="root"></div>';

// The live root stays hidden while the prerendered page is there (the takeover removes both).
// A button disabled for the wait keeps its live look (it is the live button's twin), with a
// waiting cursor.
export const PRERENDER_CSS =
  '#prerender~#root{display:none}#prerender [data-prerender-wait]{opacity:1;cursor:progress}';

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The static markup as the page shows it before the scripts run: its buttons disabled (an Enter
 * in a field must not submit a form no script handles yet: a GET with the password in the URL).
 */
export function staticMarkup(html) {
  return html.replace(/<button(?![^>]*\sdisabled)/g, '<button disabled="" data-prerender-wait=""');
}

const SHELL_SCRIPT = /<script defer="defer" (?:fetchpriority="high" )?src="([^"]+)"><\/script>/g;

/**
 * The shell's script tags replaced by the start script (`startUrl`, ./prerender-start.js), which
 * asks for the same scripts, in the same order, once the page has painted.
 */
export function startAfterPaint(indexHtml, startUrl) {
  const urls = [...indexHtml.matchAll(SHELL_SCRIPT)].map(([, url]) => url);
  if (!urls.length) throw new Error('index.html has no deferred script of the shell');
  return indexHtml
    .replace(SHELL_SCRIPT, '')
    .replace(
      '</head>',
      `<script defer="defer" src="${startUrl}" data-scripts="${urls.join(' ')}"></script></head>`,
    );
}

/** The shell's index.html turned into one prerendered page (`startUrl`: see startAfterPaint). */
export function pageHtml(indexHtml, page, startUrl) {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  const css = page.css.replace(/<\/style/gi, '<\\/style');
  return startAfterPaint(indexHtml, startUrl)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', `<style id="prerender-style">${css}${PRERENDER_CSS}</style></head>`)
    .replace(ROOT_ELEMENT, `<div id="prerender">${staticMarkup(page.html)}</div>${ROOT_ELEMENT}`);
}

function compile(outDir) {
  const dir = path.join(ROOT, 'remote-auth');
  const config = {
    mode: 'production',
    target: 'node20',
    context: dir,
    entry: { prerender: './src/prerender.tsx' },
    output: { path: outDir, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [typescriptRule()],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(path.join(outDir, 'prerender.cjs'));
    });
  });
}

/** Renders every prerendered page into shellDist; returns the URLs written. */
export async function prerenderAuthPages(shellDist = path.join(ROOT, 'shell/dist')) {
  const outDir = path.join(ROOT, '.run/prerender');
  const bundle = await compile(outDir);
  delete require.cache[bundle];
  const { renderAll } = require(bundle);
  const indexHtml = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const start = readFileSync(path.join(ROOT, 'scripts/lib/prerender-start.js'));
  const startFile = `prerender-start.${createHash('sha256').update(start).digest('hex').slice(0, 8)}.js`;
  writeFileSync(path.join(shellDist, startFile), start);
  // Compressed beside it, as the build does for every script (tools/webpack/precompress.cjs).
  writeFileSync(path.join(shellDist, `${startFile}.br`), zlib.brotliCompressSync(start));
  writeFileSync(path.join(shellDist, `${startFile}.gz`), zlib.gzipSync(start, { level: 9 }));
  const written = [];
  for (const page of renderAll()) {
    const folder = path.join(shellDist, ...page.url.split('/').filter(Boolean));
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'index.html'), pageHtml(indexHtml, page, `/${startFile}`));
    written.push(page.url);
  }
  return written;
}
