// `pnpm dev`: the api on port 4000 (embedded PGlite in api/.data/pglite-dev) and a webpack dev
// server with live reload for the shell (3000, proxying the api) and every remote (3001-3006).
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, ensureInstalled, log, startChild } from './lib/workspace.mjs';

ensureInstalled();
const require = createRequire(import.meta.url);
const webpack = require(path.join(ROOT, 'node_modules/webpack'));
const WebpackDevServer = require(path.join(ROOT, 'node_modules/webpack-dev-server'));
const { APPS } = require(path.join(ROOT, 'tools/webpack/apps.cjs'));

const api = startChild('api', process.execPath, ['-r', '@swc-node/register', 'src/server.ts'], {
  cwd: path.join(ROOT, 'api'),
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: '4000',
    DATA_DIR: process.env.DATA_DIR ?? path.join(ROOT, 'api/.data/pglite-dev'),
  },
});

const servers = [];
for (const app of Object.values(APPS)) {
  const config = require(path.join(ROOT, app.dir, 'webpack.config.cjs'))(
    {},
    { mode: 'development' },
  );
  const server = new WebpackDevServer(config.devServer, webpack(config));
  await server.start();
  servers.push(server);
}
log(
  'dev servers ready: open http://localhost:3000/25/employment-agency/login (demo / portal-demo-2026)',
);

async function stop() {
  api.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.stop()));
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
