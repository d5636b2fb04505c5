// `pnpm dev`: the api on port 4000 (embedded PGlite in api/.data/pglite-dev) and a webpack dev
// server with live reload for the shell (3000) and every remote (3001-3006), each proxying the api.
// `node scripts/dev.mjs remote-messaging` (what `pnpm --filter @portal/remote-messaging dev` runs)
// starts that one app standalone: its dev server (deep links and reloads work) and the api, unless
// an api already answers on DEV_API_URL.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, demoSupportEnv, ensureInstalled, log, startChild } from './lib/workspace.mjs';

ensureInstalled();
const require = createRequire(import.meta.url);
const webpack = require(path.join(ROOT, 'node_modules/webpack'));
const WebpackDevServer = require(path.join(ROOT, 'node_modules/webpack-dev-server'));
const { APPS } = require(path.join(ROOT, 'tools/webpack/apps.cjs'));

const only = process.argv.slice(2);
const unknown = only.filter((dir) => !Object.values(APPS).some((a) => a.dir === dir));
if (unknown.length) {
  console.error(`unknown app: ${unknown.join(', ')}`);
  process.exit(2);
}
const apps = Object.values(APPS).filter((a) => only.length === 0 || only.includes(a.dir));
const apiUrl = process.env.DEV_API_URL ?? 'http://localhost:4000';

const apiRunning = await fetch(`${apiUrl}/sanctum/csrf-cookie`).then(
  () => true,
  () => false,
);
const api = apiRunning
  ? null
  : startChild('api', process.execPath, ['-r', '@swc-node/register', 'src/server.ts'], {
      cwd: path.join(ROOT, 'api'),
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: new URL(apiUrl).port || '4000',
        DATA_DIR: process.env.DATA_DIR ?? path.join(ROOT, 'api/.data/pglite-dev'),
        ...demoSupportEnv(),
      },
    });
if (apiRunning) log(`using the api already running on ${apiUrl}`);

const servers = [];
for (const app of apps) {
  const config = require(path.join(ROOT, app.dir, 'webpack.config.cjs'))(
    {},
    { mode: 'development' },
  );
  const server = new WebpackDevServer(config.devServer, webpack(config));
  await server.start();
  servers.push(server);
}
const first = apps[0];
const firstPort = (apps.length === 1 && Number(process.env.DEV_PORT)) || first.devPort;
log(
  `dev servers ready: open http://localhost:${firstPort}/25/employment-agency/${
    first.dir === 'shell' || first.dir === 'remote-auth' ? 'login' : ''
  } (demo / portal-demo-2026)`,
);

async function stop() {
  api?.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.stop()));
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
