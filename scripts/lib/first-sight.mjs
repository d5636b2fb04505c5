// The server build of the first-sight render (shell/src/first-sight/render.tsx): the shell's
// frame and the pages of the remotes it mounts there, compiled for node with the apps' own
// loaders into shell/dist-server/first-sight.cjs, which the api loads
// (api/src/plugins/first-sight.ts). Each remote module is resolved to the file its remote
// exposes (its webpack config's federation `exposes`); `window` and `ky` are the render's own
// (server-window.ts, server-ky.ts), and so is the HTML sanitiser (server-html.ts); everything else is bundled, in one file.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileForNode, webpack } from './node-bundle.mjs';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { REMOTES } = require(path.join(ROOT, 'tools/webpack/apps.cjs'));

const FIRST_SIGHT = path.join(ROOT, 'shell/src/first-sight');
export const FIRST_SIGHT_BUNDLE = path.join(ROOT, 'shell/dist-server/first-sight.cjs');

/** `remote_jobs/Routes` → remote-jobs/src/app/routes.tsx, for every module a remote exposes. */
export function exposedModules() {
  const aliases = {};
  for (const remote of REMOTES) {
    const dir = path.join(ROOT, remote.dir);
    const config = require(path.join(dir, 'webpack.config.cjs'))({}, { mode: 'production' });
    const federation = config.plugins.find((plugin) => plugin?._options?.exposes);
    for (const [name, file] of Object.entries(federation?._options.exposes ?? {})) {
      aliases[`${remote.federationName}/${name.replace(/^\.\//, '')}$`] = path.join(dir, file);
    }
  }
  return aliases;
}

/** Compiles the render; resolves with the bundle's path. */
export function buildFirstSight(outFile = FIRST_SIGHT_BUNDLE) {
  return compileForNode({
    entry: path.join(FIRST_SIGHT, 'render.tsx'),
    outFile,
    alias: { ...exposedModules(), ky$: path.join(FIRST_SIGHT, 'server-ky.ts') },
    rules: [{ test: /\.css$/, type: 'asset/source' }],
    plugins: [
      new webpack.ProvidePlugin({
        window: [path.join(FIRST_SIGHT, 'server-window.ts'), 'serverWindow'],
      }),
      // DOMPurify needs a browser's DOM: the api's sanitiser instead (server-html.ts).
      new webpack.NormalModuleReplacementPlugin(
        /shared[\\/]src[\\/]html\.ts$/,
        path.join(FIRST_SIGHT, 'server-html.ts'),
      ),
      // The lazy pages in the same file: a render asks for none over the network.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  });
}
