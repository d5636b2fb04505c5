// One entry of the apps compiled for node with their own loaders (swc), into one CommonJS file:
// the prerendered logged-out pages (./prerender.mjs) and the api's first-sight render
// (./first-sight.mjs) are rendered from the very components the browser runs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webpack = require(path.join(ROOT, 'node_modules/webpack'));
const { typescriptRule } = require(path.join(ROOT, 'tools/webpack/create-config.cjs'));

export { webpack };

/**
 * Compiles `entry` into `outFile` (its folder emptied first); `alias`, `plugins` and `rules` come
 * on top of the apps' TypeScript rule. Resolves with `outFile`.
 */
export function compileForNode({ entry, outFile, alias = {}, plugins = [], rules = [] }) {
  const config = {
    mode: 'production',
    target: 'node20',
    context: ROOT,
    entry: { [path.basename(outFile, '.cjs')]: entry },
    output: {
      path: path.dirname(outFile),
      filename: path.basename(outFile),
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias },
    module: { rules: [typescriptRule(), ...rules] },
    plugins,
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(outFile);
    });
  });
}
