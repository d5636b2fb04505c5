// The prerendered auth pages (login, forgot-password, welcome on every service line): compiles
// remote-auth/src/prerender.tsx for node with the apps' own loaders, renders each page with
// react-dom/server and styled-components' ServerStyleSheet, and writes it into the shell's dist
// as <site>/employment-agency/<page>/index.html (@portal/shared/prerender-html: the page's title,
// its critical CSS inline, its markup before the empty #root, the shell's scripts asked for once
// that markup has painted by ./prerender-start.js). The api (api/src/plugins/shell-static.ts)
// and the shell's nginx (deploy/nginx-spa.conf) serve that file for the route; the shell takes
// the page over when its live twin has mounted (shell/src/app/prerender-takeover.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { compileForNode } from './node-bundle.mjs';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Renders every prerendered page into shellDist; returns the URLs written. */
export async function prerenderAuthPages(shellDist = path.join(ROOT, 'shell/dist')) {
  const bundle = await compileForNode({
    entry: path.join(ROOT, 'remote-auth/src/prerender.tsx'),
    outFile: path.join(ROOT, '.run/prerender/prerender.cjs'),
  });
  delete require.cache[bundle];
  // The page's HTML is made by @portal/shared/prerender-html (the api makes its first sights with it).
  const { renderAll, pageHtml } = require(bundle);
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
