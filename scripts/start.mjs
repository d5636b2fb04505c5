// `npm start`: install if needed, build if needed, then run the api (embedded PGlite with demo
// data, serving the shell) and one static server per remote; print the one URL to open.
// Options: --port N (default 4100; remotes on N+1..N+6), --data-dir DIR, --no-build.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, ensureBuilt, ensureInstalled, log, startChild } from './lib/workspace.mjs';

const REMOTES = [
  ['remote_auth', 'remote-auth'],
  ['remote_settings', 'remote-settings'],
  ['remote_messaging', 'remote-messaging'],
  ['remote_jobs', 'remote-jobs'],
  ['remote_applicants', 'remote-applicants'],
  ['remote_events', 'remote-events'],
];

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4100' },
    'data-dir': {
      type: 'string',
      default: process.env.DATA_DIR ?? path.join(ROOT, 'api/.data/pglite'),
    },
    'no-build': { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const dataDir = values['data-dir'];

ensureInstalled();
if (!values['no-build']) ensureBuilt();

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

const remotePorts = Object.fromEntries(REMOTES.map(([name], i) => [name, port + 1 + i]));
const state = { port, api: 0, remotes: {} };
REMOTES.forEach(([name, dir]) => {
  const child = startChild(name, process.execPath, [
    path.join(ROOT, 'scripts/lib/serve-static.mjs'),
    path.join(ROOT, dir, 'dist'),
    String(remotePorts[name]),
  ]);
  // A remote that stops leaves the shell running: it shows its own fallback for that screen.
  child.on('exit', (code) => !stopping && log(`${name} stopped (${code ?? 'signal'})`));
  children.set(name, child);
  state.remotes[name] = {
    pid: child.pid,
    port: remotePorts[name],
    dir: path.join(ROOT, dir, 'dist'),
  };
});

if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
const api = startChild('api', process.execPath, ['-r', '@swc-node/register', 'src/server.ts'], {
  cwd: path.join(ROOT, 'api'),
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    PORT: String(port),
    HOST: process.env.HOST ?? '0.0.0.0',
    DATA_DIR: dataDir,
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    SHELL_DIST: path.join(ROOT, 'shell/dist'),
    REMOTES: JSON.stringify(remotePorts),
  },
});
api.on('exit', (code) => {
  if (!stopping) log(`api stopped (${code ?? 'signal'}); stopping everything`);
  stopAll(code ?? 1);
});
children.set('api', api);
state.api = api.pid;
mkdirSync(path.join(ROOT, '.run'), { recursive: true });
writeFileSync(path.join(ROOT, `.run/stack-${port}.json`), JSON.stringify(state, null, 2));

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
      '  Stop:   Ctrl-C',
      '',
    ].join('\n') + '\n',
  );
}
