// `npm start`: install if needed, build if needed, publish each remote's build as a version and
// point the deploy pointer at it, then run the api (embedded PGlite with demo data, serving the
// shell and /remotes.json) and one static server per remote (all its published versions, so
// open tabs keep their chunks after a deploy); a remote server that dies is restarted.
// The api runs as built for production: api/dist (scripts/lib/api-build.mjs, a second or two,
// always rebuilt) with plain `node api/dist/server.js`, as in the topology and the Dockerfile;
// only `npm run dev` runs its TypeScript through swc-node.
// Options: --port N (default 4100; remotes on N+1..N+7), --data-dir DIR, --no-build (skips the
// front-end build only), --pointer FILE (default .releases/pointer-<port>.json).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  ROOT,
  demoSupportEnv,
  ensureBuilt,
  ensureInstalled,
  log,
  startChild,
} from './lib/workspace.mjs';
import {
  RELEASES_DIR,
  REMOTE_DIRS,
  federationName,
  pointerFileFor,
  publishAll,
} from './lib/releases.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4100' },
    'data-dir': {
      type: 'string',
      default: process.env.DATA_DIR ?? path.join(ROOT, 'api/.data/pglite'),
    },
    'no-build': { type: 'boolean', default: false },
    pointer: { type: 'string' },
    // The demo agency topped up to this many applicants with referrals (SEED_SCALE alike).
    scale: { type: 'string', default: process.env.SEED_SCALE },
  },
});
if (values.scale !== undefined && !/^\d+$/.test(values.scale)) {
  console.error(`--scale takes a number of applicants, e.g. --scale 10000 (got "${values.scale}")`);
  process.exit(2);
}
const port = Number(values.port);
const dataDir = values['data-dir'];
const pointerFile = path.resolve(values.pointer ?? pointerFileFor(port));

ensureInstalled();
if (!values['no-build']) ensureBuilt();
const { buildApi } = await import('./lib/api-build.mjs');
log(`api built (${await buildApi()} modules, swc) → api/dist`);

// Publish the builds (a rollback survives a restart). A throw-away database (memory://) starts a
// throw-away stack: every remote on its current build.
publishAll(pointerFile, { fresh: dataDir === 'memory://' });

const children = new Map();
let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const state = { port, api: 0, pointer: pointerFile, remotes: {} };
const stateFile = path.join(ROOT, `.run/stack-${port}.json`);
const saveState = () => writeFileSync(stateFile, JSON.stringify(state, null, 2));
mkdirSync(path.join(ROOT, '.run'), { recursive: true });

/** One remote's static server; restarted when it dies (not when stopped with SIGTERM/SIGINT). */
function serveRemote(dir, remotePort, restarts = []) {
  const name = federationName(dir);
  const served = path.join(RELEASES_DIR, dir);
  mkdirSync(served, { recursive: true });
  const args = [path.join(ROOT, 'scripts/lib/serve-static.mjs'), served, String(remotePort)];
  const child = startChild(name, process.execPath, args);
  children.set(name, child);
  state.remotes[name] = { pid: child.pid, port: remotePort, dir: served, args };
  child.on('exit', (code, signal) => {
    if (stopping) return;
    // A deliberate stop leaves the shell running: that screen shows its own fallback.
    if (signal === 'SIGTERM' || signal === 'SIGINT') return log(`${name} stopped (${signal})`);
    const recent = [...restarts.filter((at) => Date.now() - at < 60_000), Date.now()];
    if (recent.length > 5) return log(`${name} keeps dying (${code ?? signal}); not restarting`);
    log(`${name} died (${code ?? signal}); restarting`);
    setTimeout(() => {
      if (stopping) return;
      serveRemote(dir, remotePort, recent);
      saveState();
    }, 300);
  });
}

const remotePorts = {};
REMOTE_DIRS.forEach((dir, i) => {
  remotePorts[federationName(dir)] = port + 1 + i;
  serveRemote(dir, port + 1 + i);
});

if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
const api = startChild('api', process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
  cwd: path.join(ROOT, 'api'),
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    ...(values.scale ? { SEED_SCALE: values.scale } : {}),
    PORT: String(port),
    HOST: process.env.HOST ?? '0.0.0.0',
    DATA_DIR: dataDir,
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    SHELL_DIST: path.join(ROOT, 'shell/dist'),
    REMOTES: JSON.stringify(remotePorts),
    REMOTES_POINTER: pointerFile,
    RELEASES_DIR,
    ...demoSupportEnv(),
    // The demo sends webhooks to a receiver on this machine (examples/webhook-receiver.mjs):
    // plain http to loopback only; a real deployment leaves it unset (https, public addresses).
    WEBHOOK_ALLOW_LOCAL_HTTP: process.env.WEBHOOK_ALLOW_LOCAL_HTTP ?? 'true',
  },
});
api.on('exit', (code) => {
  if (!stopping) log(`api stopped (${code ?? 'signal'}); stopping everything`);
  stopAll(code ?? 1);
});
children.set('api', api);
state.api = api.pid;
saveState();

async function waitForApi() {
  for (let i = 0; i < 600 && !stopping; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/remotes.json`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

if (await waitForApi()) {
  const url = `http://localhost:${port}/25/employment-agency/login`;
  process.stdout.write(
    [
      '',
      '  紹介会社ポータル is running.',
      `  Open:   ${url}`,
      '  Login:  demo  (or demo@agency.example)  /  portal-demo-2026',
      `  Deploy one remote: npm run deploy -- remote-messaging --port ${port}  (rollback: npm run rollback -- remote-messaging --port ${port})`,
      '  Stop:   Ctrl-C',
      '',
    ].join('\n') + '\n',
  );
}
