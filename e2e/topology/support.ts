// Helpers of the topology suite: the running stack's state file, the database, a steady request
// load, the figures printed at the end of each test.
import { execFile } from 'node:child_process';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { consoleFetch } from '../support/console';

const ROOT = path.resolve(__dirname, '../..');
export const PORT = Number(process.env.TOPOLOGY_PORT ?? process.env.E2E_PORT ?? 5300);
export const GATEWAY = `http://localhost:${PORT}`;
export const API = `${GATEWAY}/25/employment-agency/api`;
export { CONSOLE_TOKEN } from '../support/stack';
const STATE_FILE = path.join(ROOT, `.run/topology-${PORT}.json`);

export interface Replica {
  name: string;
  pid: number;
  port: number;
}

export interface TopologyState {
  pid: number;
  gateway: { url: string; pid: number };
  api: Replica[];
  /** The static servers (the compose static containers' configs): shell and each remote. */
  static: Record<string, { port: number }>;
  databaseUrl: string;
  pointer: string;
}

export const topology = (): TopologyState => JSON.parse(readFileSync(STATE_FILE, 'utf8'));

export const replica = (name: string) => {
  const found = topology().api.find((r) => r.name === name);
  if (!found) throw new Error(`no replica ${name}`);
  return found;
};

/** One SQL query on the topology's database (pg from the api's dependencies). */
export async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []) {
  const { Client } = createRequire(path.join(ROOT, 'api/package.json'))('pg') as {
    Client: new (options: { connectionString: string }) => {
      connect(): Promise<void>;
      query(text: string, values: unknown[]): Promise<{ rows: T[] }>;
      end(): Promise<void>;
    };
  };
  const client = new Client({ connectionString: topology().databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The Cookie header of a logged-in browser context (plain fetch with its session). */
export async function cookieHeader(context: BrowserContext) {
  const cookies = await context.cookies(GATEWAY);
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

function messageOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : null;
  } catch {
    return null;
  }
}

/**
 * One request on a connection of its own, its answer read whole. A browser resends a request whose
 * kept-alive connection the server closed before answering (RFC 9112 §9.3.1), and a gateway reload
 * closes its idle kept-alive connections; a fresh connection per request is how the load below
 * stands for those browsers (Node's fetch would fail such a request instead of resending it).
 */
export interface Answer {
  status: number;
  instance: string;
  /** The Retry-After header, when there is one. */
  retryAfter: string | null;
  /** The body's `message` (a JSON error body), else null. */
  message: string | null;
}

export async function send(
  url: string,
  init: { method?: 'GET' | 'POST'; headers: Record<string, string>; body?: FormData },
): Promise<Answer> {
  let headers = init.headers;
  let body: Buffer | undefined;
  if (init.body) {
    const encoded = new Request(url, { method: 'POST', body: init.body });
    body = Buffer.from(await encoded.arrayBuffer());
    headers = { ...headers, 'content-type': encoded.headers.get('content-type')! };
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method ?? 'GET', headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            instance: String(response.headers['x-api-instance'] ?? '?'),
            retryAfter: response.headers['retry-after'] ?? null,
            message: messageOf(Buffer.concat(chunks).toString('utf8')),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export interface LoadResult {
  ok: number;
  failed: number;
  failures: string[];
  /** The answers that were not a 200 (network errors are only in failures). */
  refused: Answer[];
  byInstance: Record<string, number>;
}

/**
 * `concurrency` loops of GET `url` (with `cookie`) until `stop()` resolves; every answer that is not
 * a 200, and every network error, is a failure.
 */
export async function steadyLoad(
  url: string,
  cookie: string,
  concurrency: number,
  stop: Promise<unknown>,
): Promise<LoadResult> {
  const result: LoadResult = { ok: 0, failed: 0, failures: [], refused: [], byInstance: {} };
  let done = false;
  void stop.finally(() => {
    done = true;
  });
  const loop = async () => {
    while (!done) {
      try {
        const answer = await send(url, {
          headers: { cookie, accept: 'application/json' },
        });
        const { status, instance } = answer;
        result.byInstance[instance] = (result.byInstance[instance] ?? 0) + 1;
        if (status === 200) result.ok += 1;
        else {
          result.failed += 1;
          result.failures.push(`${status} from ${instance}`);
          result.refused.push(answer);
        }
      } catch (error) {
        result.failed += 1;
        result.failures.push(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return result;
}

/** Resolves once `check` is true (polled), or throws after `timeoutMs`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

/** Whether the replica's own port answers. */
export async function answers(r: Replica) {
  return fetch(`http://127.0.0.1:${r.port}/remotes.json`).then(
    (res) => res.ok,
    () => false,
  );
}

/** Waits until the topology has restarted a killed replica and it answers again. */
export async function replicaBack(name: string, oldPid: number) {
  await until(
    async () => {
      const r = replica(name);
      return r.pid !== oldPid && (await answers(r));
    },
    60_000,
    `${name} back`,
  );
}

/** `npm run topology:restart` for this stack. */
export function rollingRestart(): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['scripts/topology.mjs', 'restart'],
      { cwd: ROOT, env: { ...process.env, TOPOLOGY_STATE: STATE_FILE } },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
}

/** A console call straight to one replica's port, or through the gateway. */
export async function consoleCall<T>(
  method: 'GET' | 'POST' | 'PUT',
  pathname: string,
  body?: unknown,
  via: string = GATEWAY,
): Promise<{ data: T; instance: string | null }> {
  const { data, response } = await consoleFetch<T>(via, method, pathname, body);
  return { data, instance: response.headers.get('x-api-instance') };
}

/** Prints one figure of the production shape (collected in the suite's output). */
export function figure(name: string, value: string | number) {
  process.stdout.write(`[topology figure] ${name}: ${value}\n`);
}

export interface WriteResult {
  sent: number;
  created: number;
  failed: string[];
  /** The answers that were not a 201 (network errors are only in failed). */
  refused: Answer[];
}

/**
 * `concurrency` loops of POST (a chat message `${marker}-<n>`, multipart with the session's CSRF
 * token) until `stop()` resolves. A 201 is created; anything else (or a network error) failed.
 */
export async function steadyWrites(
  url: string,
  session: { cookie: string; xsrf: string },
  marker: string,
  concurrency: number,
  stop: Promise<unknown>,
): Promise<WriteResult> {
  const result: WriteResult = { sent: 0, created: 0, failed: [], refused: [] };
  let done = false;
  void stop.finally(() => {
    done = true;
  });
  const loop = async () => {
    while (!done) {
      const n = result.sent++;
      const form = new FormData();
      form.set('messageContent', `${marker}-${n}`);
      try {
        const answer = await send(url, {
          method: 'POST',
          headers: {
            cookie: session.cookie,
            'x-xsrf-token': session.xsrf,
            accept: 'application/json',
          },
          body: form,
        });
        if (answer.status === 201) result.created += 1;
        else {
          result.failed.push(`${answer.status}`);
          result.refused.push(answer);
        }
      } catch (error) {
        result.failed.push(String(error));
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return result;
}

/** The browser context's session cookie and CSRF token. */
export async function sessionOf(context: BrowserContext) {
  const cookies = await context.cookies();
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!xsrf) throw new Error('no XSRF-TOKEN cookie');
  return {
    cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    xsrf: decodeURIComponent(xsrf.value),
  };
}

export interface DatabaseCluster {
  version: string;
  name: string;
  port: number;
}

/**
 * The local PostgreSQL cluster (Debian's postgresql-common) that serves the topology's
 * DATABASE_URL, found by its port in `pg_lsclusters`; null when the server is elsewhere.
 */
export async function databaseCluster(): Promise<DatabaseCluster | null> {
  const url = new URL(topology().databaseUrl);
  if (!['127.0.0.1', 'localhost', '[::1]', ''].includes(url.hostname)) return null;
  const port = Number(url.port || 5432);
  const listing = await new Promise<string | null>((resolve) =>
    execFile('pg_lsclusters', ['--no-header'], (error, stdout) => resolve(error ? null : stdout)),
  );
  for (const line of listing?.split('\n') ?? []) {
    const [version, name, clusterPort] = line.trim().split(/\s+/);
    if (version && name && Number(clusterPort) === port) return { version, name, port };
  }
  return null;
}

/**
 * Restarts the cluster as an operator would (`pg_ctlcluster … restart -m fast`: sessions are
 * terminated, the server stops and starts again) and waits until it answers a query. Answers
 * how long the server was away.
 */
export async function restartDatabase(cluster: DatabaseCluster): Promise<number> {
  const started = Date.now();
  await new Promise<void>((resolve, reject) =>
    execFile(
      'pg_ctlcluster',
      ['--skip-systemctl-redirect', cluster.version, cluster.name, 'restart', '-m', 'fast'],
      (error) => (error ? reject(error) : resolve()),
    ),
  );
  await until(
    () =>
      sql('select 1').then(
        () => true,
        () => false,
      ),
    60_000,
    `PostgreSQL ${cluster.version}/${cluster.name} answering again`,
  );
  return Date.now() - started;
}
