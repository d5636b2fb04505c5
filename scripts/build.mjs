// Production build of the shell and every remote in one webpack MultiCompiler (one process,
// swc does the heavy lifting). `node scripts/build.mjs [dir ...]` builds only the named apps; an
// absolute path builds the app in that folder (a copy of a remote, for the skew e2e).
// With the shell, the logged-out pages are then prerendered into its dist (lib/prerender.mjs) and
// the first-sight render is built for the api (lib/first-sight.mjs).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webpack = require(path.join(root, 'node_modules/webpack'));
const { APPS } = require(path.join(root, 'tools/webpack/apps.cjs'));
const { prerenderAuthPages } = await import('./lib/prerender.mjs');
const { buildFirstSight } = await import('./lib/first-sight.mjs');

const only = process.argv.slice(2);
const dirs = [
  ...Object.values(APPS)
    .map((a) => a.dir)
    .filter((d) => only.length === 0 || only.includes(d)),
  ...only.filter((d) => path.isAbsolute(d)),
];

const configs = dirs.map((dir) => {
  const factory = require(path.resolve(root, dir, 'webpack.config.cjs'));
  return factory({}, { mode: 'production' });
});

const started = Date.now();
webpack(configs, (err, stats) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  const info = stats.toString({ all: false, errors: true, warnings: true, colors: false });
  if (info.trim()) console.log(info);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (stats.hasErrors()) {
    console.error(`build failed after ${seconds} s`);
    process.exit(1);
  }
  if (!dirs.includes(APPS.shell.dir)) {
    console.log(`built ${dirs.join(', ')} in ${seconds} s`);
    return;
  }
  Promise.all([
    prerenderAuthPages(path.join(root, APPS.shell.dir, 'dist')),
    buildFirstSight(),
  ]).then(
    ([pages]) => {
      const total = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `built ${dirs.join(', ')}, prerendered ${pages.length} pages and the first-sight render in ${total} s`,
      );
    },
    (error) => {
      console.error('prerender failed:', error);
      process.exit(1);
    },
  );
});
