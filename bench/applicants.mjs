// GET /applicants at scale: starts the api (in-memory PGlite, or DATABASE_URL) seeded with 100
// and with 10,000 applicants for the demo agency (SEED_SCALE), logs in as the demo account and
// measures the first page of the list with autocannon at 10 connections. Goals (issue 10): p99
// ≤ 25 ms and the two p99 at most 2× apart. The api runs as production runs it (issue 31): its
// build (scripts/lib/api-build.mjs) with plain node, not the TypeScript through swc-node.
// Usage: node bench/applicants.mjs [--port 6110]
// On PostgreSQL: BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/applicants_bench (databases
// applicants_bench_100 and applicants_bench_10000 must exist and be empty).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { API_DIST, buildApi } from '../scripts/lib/api-build.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '6110' },
    duration: { type: 'string', default: '10' },
  },
});
const SITE = '25';

function startApi(port, scale) {
  const child = spawn(process.execPath, [path.join(API_DIST, 'server.js')], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...process.env,
      ...(process.env.BENCH_DATABASE_URL
        ? { DATABASE_URL: `${process.env.BENCH_DATABASE_URL}_${scale}` }
        : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SEED_SCALE: String(scale),
      SEED_SCALE_SITE: SITE,
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitUp(base) {
  for (let i = 0; i < 600; i += 1) {
    try {
      const response = await fetch(`${base}/sanctum/csrf-cookie?id=${SITE}`);
      if (response.status === 204) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('api did not start');
}

function cookiesOf(response, jar) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, ...rest] = pair.split('=');
    jar.set(name.trim(), rest.join('='));
  }
}

async function login(base) {
  const jar = new Map();
  cookiesOf(await fetch(`${base}/sanctum/csrf-cookie?id=${SITE}`), jar);
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${base}/${SITE}/employment-agency/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: header(),
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify({ email: 'demo', password: 'portal-demo-2026', remember_me: false }),
  });
  if (response.status !== 200)
    throw new Error(`login: ${response.status} ${await response.text()}`);
  cookiesOf(response, jar);
  return header();
}

async function measure(scale, port) {
  const base = `http://127.0.0.1:${port}`;
  const api = startApi(port, scale);
  try {
    await waitUp(base);
    const cookie = await login(base);
    const url = `${base}/${SITE}/employment-agency/api/applicants`;
    const first = await (await fetch(url, { headers: { cookie } })).json();
    const run = (duration) => autocannon({ url, connections: 10, duration, headers: { cookie } });
    await run(2); // warm-up
    const result = await run(Number(values.duration));
    return {
      scale,
      total: first.data.total,
      items: first.data.items.length,
      p50: result.latency.p50,
      p99: result.latency.p99,
      rps: result.requests.average,
      errors: result.errors + result.non2xx,
    };
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  }
}

await buildApi();
const port = Number(values.port);
const small = await measure(100, port);
const large = await measure(10_000, port + 1);
for (const r of [small, large]) {
  console.log(
    `${r.scale} applicants (total ${r.total}, page ${r.items}): p50 ${r.p50} ms, p99 ${r.p99} ms, ${Math.round(r.rps)} req/s, errors ${r.errors}`,
  );
}
const ratio = large.p99 / Math.max(small.p99, 1);
const worst = Math.max(small.p99, large.p99);
const pass = worst <= 25 && ratio <= 2 && !small.errors && !large.errors;
console.log(
  `p99 ratio 10,000 / 100: ${ratio.toFixed(2)} (goal ≤ 2), worst p99: ${worst} ms (goal ≤ 25): ${pass ? 'PASS' : 'FAIL'}`,
);
process.exitCode = pass ? 0 : 1;
