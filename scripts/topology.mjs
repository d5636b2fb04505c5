// `npm run topology`: the production shape of docker-compose.yml on this machine, without Docker.
// nginx runs the compose gateway config (deploy/nginx-gateway.conf) in front of N api replicas
// (--replicas N, default 2), each its own process from the production build (api/dist, swc) on
// PostgreSQL (DATABASE_URL, default the local server's `portal_topology` database, created when
// missing; an empty database is migrated and seeded), and serves the shell and every remote's
// published releases as the compose static containers would (deploy/nginx-spa.conf,
// deploy/nginx-remote.conf). The replicas share one deploy pointer; the api environment is the
// compose file's (docker-compose.yml services.api.environment), with local paths and ports.
// State: .run/topology.json. Ctrl-C stops everything (replicas drain first).
//
//   npm run topology [-- --port 8080] [--replicas 2] [--fresh] [--no-build]
//   npm run topology:restart      rolling restart of the running topology's replicas
//
// --port P: the gateway on P, the shell's static server on P+1, the remotes on P+2..P+7, the
// replicas on P+10.. . --fresh: drop and recreate the database first (the topology suite does).
// A replica that dies is started again; a rolling restart, for each replica in turn,
// SIGTERMs it (it drains its requests and closes its live streams), starts it again and waits for
// it to answer, one at a time; the replica leaves the gateway's upstream (nginx reload) before its
// SIGTERM and rejoins it once it answers.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, ensureBuilt, ensureInstalled, log, startChild } from './lib/workspace.mjs';
import { RELEASES_DIR, REMOTE_DIRS, pointerFileFor, publishAll } from './lib/releases.mjs';

// TOPOLOGY_STATE: another state file (the topology suite runs its own stack beside yours).
const STATE_FILE = path.resolve(ROOT, process.env.TOPOLOGY_STATE ?? '.run/topology.json');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: process.env.TOPOLOGY_PORT ?? '8080' },
    replicas: { type: 'string', default: '2' },
    fresh: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});

const readState = () => JSON.parse(readFileSync(STATE_FILE, 'utf8'));

if (positionals[0] === 'restart') {
  // Asks the running topology (SIGHUP) for a rolling restart and waits until it is done.
  const state = readState();
  const asked = Date.now();
  process.kill(state.pid, 'SIGHUP');
  log(`rolling restart of ${state.api.length} replicas asked (topology pid ${state.pid})`);
  for (;;) {
    await new Promise((r) => setTimeout(r, 300));
    const { restart } = readState();
    if (restart && Date.parse(restart.finishedAt ?? '') >= asked) {
      log(`rolling restart ${restart.ok ? 'done' : 'FAILED'} in ${restart.ms} ms`);
      process.exit(restart.ok ? 0 : 1);
    }
    if (Date.now() - asked > 180_000) {
      log('rolling restart did not finish within 3 minutes');
      process.exit(1);
    }
  }
}

const port = Number(values.port);
const replicaCount = Number(values.replicas);
if (!Number.isInteger(port) || !Number.isInteger(replicaCount) || replicaCount < 1) {
  console.error('usage: npm run topology -- [--port 8080] [--replicas 2] [--fresh] [--no-build]');
  process.exit(2);
}

ensureInstalled();
if (!values['no-build']) ensureBuilt();
const { buildApi } = await import('./lib/api-build.mjs');
const { ensureNginx, upstreamsConf, writeNginxConfig } = await import('./lib/gateway.mjs');
const modules = await buildApi();
log(`api built (${modules} modules, swc) → api/dist`);
const nginx = ensureNginx();

// The compose file's environment: the same names and values, local where they must be.
const requireRoot = createRequire(path.join(ROOT, 'package.json'));
const YAML = requireRoot('yaml');
const compose = YAML.parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), {
  merge: true,
});
const composeApiEnv = compose.services.api.environment;
const composeGatewayEnv = compose.services.gateway.environment;

// --- the database: created when missing, dropped first with --fresh -----------------------
const databaseUrl =
  process.env.DATABASE_URL ?? `postgres://${os.userInfo().username}@127.0.0.1:5432/portal_topology`;
async function prepareDatabaseServer() {
  const { Client } = createRequire(path.join(ROOT, 'api/package.json'))('pg');
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    if (values.fresh) await client.query(`drop database if exists ${quoted} with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await client.query(`create database ${quoted}`);
      log(`database ${name} created`);
    }
  } finally {
    await client.end();
  }
}
await prepareDatabaseServer();

// --- releases and the shared deploy pointer (as npm start) -----------------------------------
const pointerFile = pointerFileFor(port);
publishAll(pointerFile, { fresh: values.fresh });

// --- nginx: gateway + static servers ---------------------------------------------------------
const nginxDir = path.join(ROOT, `.run/topology-nginx-${port}`);
const shellPort = port + 1;
const remotePorts = Object.fromEntries(REMOTE_DIRS.map((dir, i) => [dir, port + 2 + i]));
const consoleToken = process.env.CONSOLE_TOKEN ?? 'topology-console-token';
// How long a gateway reload is given before the replica it took out is stopped.
const GATEWAY_RELOAD_MS = 1000;
const replicas = Array.from({ length: replicaCount }, (_, i) => ({
  name: `api-${i + 1}`,
  port: port + 10 + i,
  pid: 0,
  down: false,
  child: null,
  restarts: [],
}));

const gatewayEnv = { ...composeGatewayEnv, GATEWAY_LISTEN: String(port) };
const statics = {
  shell: { conf: 'deploy/nginx-spa.conf', port: shellPort, root: path.join(ROOT, 'shell/dist') },
  ...Object.fromEntries(
    REMOTE_DIRS.map((dir) => [
      dir,
      {
        conf: 'deploy/nginx-remote.conf',
        port: remotePorts[dir],
        root: path.join(RELEASES_DIR, dir),
      },
    ]),
  ),
};
const nginxConf = () =>
  writeNginxConfig(nginxDir, {
    gatewayEnv,
    upstreams: upstreamsConf({ replicas, shellPort, remotePorts }),
    statics,
  });

let stopping = false;
const state = {
  pid: process.pid,
  gateway: {
    url: `http://localhost:${port}`,
    pid: 0,
    port,
    config: path.join(nginxDir, 'nginx.conf'),
  },
  api: [],
  static: {
    shell: { port: shellPort },
    ...Object.fromEntries(Object.entries(remotePorts).map(([d, p]) => [d, { port: p }])),
  },
  databaseUrl,
  pointer: pointerFile,
  releasesDir: RELEASES_DIR,
  consoleToken,
  restart: null,
};
function saveState() {
  state.api = replicas.map((r) => ({ name: r.name, pid: r.pid, port: r.port, down: r.down }));
  mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  const temp = `${STATE_FILE}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(state, null, 2));
  renameSync(temp, STATE_FILE);
}

let gateway = null;
function startGateway() {
  const conf = nginxConf();
  gateway = startChild('nginx', nginx, ['-p', nginxDir, '-c', conf, '-g', 'daemon off;']);
  state.gateway.pid = gateway.pid;
  gateway.on('exit', (code, signal) => {
    if (!stopping) {
      log(`nginx stopped (${code ?? signal}); stopping everything`);
      stopAll(1);
    }
  });
}

// --- api replicas -----------------------------------------------------------------------------
const apiEnv = (replica) => {
  const env = { ...process.env, ...composeApiEnv };
  delete env.SMTP_URL; // no mail catcher here: mails stay in the outbox table
  return {
    ...env,
    PORT: String(replica.port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    CONSOLE_TOKEN: consoleToken,
    SEED: 'true',
    TRUST_PROXY: '127.0.0.1',
    REMOTES_POINTER: pointerFile,
    RELEASES_DIR,
    PUBLIC_URL: `http://localhost:${port}`,
    API_INSTANCE: replica.name,
  };
};

async function answers(replica, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !stopping) {
    try {
      const res = await fetch(`http://127.0.0.1:${replica.port}/remotes.json`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return false;
}

function startReplica(replica) {
  const child = startChild(
    replica.name,
    process.execPath,
    [path.join(ROOT, 'api/dist/server.js')],
    {
      cwd: path.join(ROOT, 'api'),
      env: apiEnv(replica),
    },
  );
  replica.child = child;
  replica.pid = child.pid;
  child.on('exit', (code, signal) => {
    if (replica.child !== child) return;
    replica.child = null;
    if (stopping || replica.restarting) return;
    // Compose's `restart: unless-stopped`: a replica that dies comes back.
    const recent = [...replica.restarts.filter((at) => Date.now() - at < 60_000), Date.now()];
    replica.restarts = recent;
    if (recent.length > 5)
      return log(`${replica.name} keeps dying (${code ?? signal}); not restarting`);
    log(`${replica.name} died (${code ?? signal}); starting it again`);
    setTimeout(() => {
      if (!stopping && !replica.child) {
        startReplica(replica);
        saveState();
      }
    }, 500);
  });
  return child;
}

function stopReplica(replica, signal = 'SIGTERM') {
  const child = replica.child;
  if (!child) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/**
 * Marks a replica down (or up again) in the gateway's upstream and reloads nginx: new workers
 * take the new upstream at once, the old ones finish what they hold. Waits a moment for that.
 */
async function setDown(replica, down) {
  replica.down = down;
  nginxConf();
  process.kill(gateway.pid, 'SIGHUP');
  await new Promise((r) => setTimeout(r, GATEWAY_RELOAD_MS));
}

let restarting = false;
async function rollingRestart() {
  if (restarting || stopping) return;
  restarting = true;
  const started = Date.now();
  let ok = true;
  state.restart = { startedAt: new Date().toISOString(), ok: false };
  saveState();
  for (const replica of replicas) {
    // Out of the gateway first: marked `down` in the upstream and nginx reloaded, so no new
    // request goes there (a connection still in the replica's accept queue when its listening
    // socket closed would be reset, and the gateway never resends a POST that reached it).
    // Then SIGTERM: the replica finishes its requests in flight, ends its live streams (their
    // browsers reconnect elsewhere) and exits; it starts again and rejoins the gateway.
    log(`rolling restart: ${replica.name} out of the gateway`);
    await setDown(replica, true);
    log(`rolling restart: ${replica.name} draining (SIGTERM)`);
    replica.restarting = true;
    await stopReplica(replica, 'SIGTERM');
    startReplica(replica);
    replica.restarting = false;
    const up = await answers(replica, 60_000);
    if (up) await setDown(replica, false);
    saveState();
    if (!up) {
      ok = false;
      log(`rolling restart: ${replica.name} did not come back`);
      break;
    }
    log(`rolling restart: ${replica.name} back (pid ${replica.pid})`);
  }
  state.restart = {
    ...state.restart,
    ok,
    ms: Date.now() - started,
    finishedAt: new Date().toISOString(),
  };
  saveState();
  restarting = false;
}

function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping: replicas drain, then nginx');
  const waits = replicas.map((r) => stopReplica(r, 'SIGTERM'));
  Promise.race([Promise.all(waits), new Promise((r) => setTimeout(r, 25_000))]).then(() => {
    try {
      if (gateway) process.kill(gateway.pid, 'SIGQUIT');
    } catch {
      // already gone
    }
    setTimeout(() => process.exit(code), 500).unref();
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
process.on('SIGHUP', () => void rollingRestart());

// The first replica migrates and seeds (under the database's startup lock, so starting them
// together would be as safe); the others start once it answers.
startReplica(replicas[0]);
saveState();
if (!(await answers(replicas[0], 180_000))) {
  log('api-1 did not start');
  stopAll(1);
} else {
  for (const replica of replicas.slice(1)) startReplica(replica);
  saveState();
  await Promise.all(replicas.slice(1).map((r) => answers(r, 60_000)));
  // The gateway opens once every replica answers.
  startGateway();
  let gatewayUp = false;
  for (let i = 0; i < 100 && !gatewayUp && !stopping; i++) {
    try {
      gatewayUp = (await fetch(`http://127.0.0.1:${port}/remotes.json`)).ok;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  state.ready = true;
  saveState();
  process.stdout.write(
    [
      '',
      `  Production shape running: gateway (nginx) → ${replicas.length} api replicas on PostgreSQL`,
      `  Open:     http://localhost:${port}/25/employment-agency/login`,
      '  Login:    demo  /  portal-demo-2026',
      `  Replicas: ${replicas.map((r) => `${r.name} :${r.port} (pid ${r.pid})`).join(', ')}`,
      `  State:    .run/topology.json   Rolling restart: npm run topology:restart`,
      `  Deploy one remote: npm run deploy -- remote-messaging --port ${port}`,
      '  Stop:     Ctrl-C',
      '',
    ].join('\n') + '\n',
  );
}
