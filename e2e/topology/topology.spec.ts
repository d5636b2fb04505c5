// The production shape, proven with real processes: a session, a live update, a rate limit, a
// bulk import and a deploy pointer shared by two api replicas behind the nginx gateway; a replica
// killed or restarted under load without a failed request; static files served as the compose
// containers serve them, with the portal's Content-Security-Policy and no nginx version named;
// last, the PostgreSQL server restarted under load without a replica exiting. Every test prints
// its figures ("[topology figure] …").
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { Shell, logInAs, LoginPage } from '../pages/portal';
import { consoleApi, unique } from '../support/console';
import { cspDirectives, portalPolicy, recordCspViolations, useEverySection } from '../support/csp';
import { jobForDemo, openJobForDemo } from '../support/jobs-console';
import {
  API,
  GATEWAY,
  answers,
  consoleCall,
  cookieHeader,
  databaseCluster,
  figure,
  replica,
  replicaBack,
  restartDatabase,
  rollingRestart,
  send,
  sessionOf,
  steadyWrites,
  sql,
  steadyLoad,
  topology,
  until,
} from './support';
import { bulkCsv, uploadBulkCsv } from '../support/bulk';

const ROOT = path.resolve(__dirname, '../..');

/**
 * A new agency with a linked company and one thread; logged in on `page`. Answers the url of the
 * thread's messages (the agency writes there) and the thread (the company replies to it).
 */
async function agencyWithThread(page: Page) {
  const { agency, account } = await consoleApi.createAgencyWithAccount();
  const key = unique('w');
  const company = await consoleApi.createCompany({
    name: `株式会社書込${key.slice(-4)}`,
    email: `${key}@company.example`,
  });
  await consoleApi.setLink(agency.id, company.id, 'MATCHED');
  const { data } = await consoleCall<{ threadId: number }>('POST', '/chat/threads', {
    agencyId: agency.id,
    companyId: company.id,
    title: '書き込みの確認',
    content: 'はじめまして。',
  });
  await logInAs(page, '25', account);
  await page.request.get('/sanctum/csrf-cookie?id=25');
  return {
    messages: `${API}/introduction-chat-threads/${data.threadId}/introduction-chat-messages`,
    threadId: data.threadId,
  };
}

/** Messages written with `marker`: every one whole (its full content), none twice. */
async function writtenWith(marker: string) {
  const rows = await sql<{ content: string }>(
    'select content from chat_messages where content like $1',
    [`%${marker}-%`],
  );
  const contents = rows.map((r) => r.content);
  expect(new Set(contents).size).toBe(contents.length);
  // Plain text is stored as one sanitised paragraph (the one HTML policy of messages).
  for (const content of contents) expect(content).toMatch(new RegExp(`^<p>${marker}-\\d+</p>$`));
  return contents.length;
}
const BADGES = `${API}/sidebar/badges`;

test('every replica answers, on the same session, with the security headers and its name', async ({
  page,
  context,
}) => {
  expect(topology().api.map((r) => r.name)).toEqual(['api-1', 'api-2']);
  await logInAs(page);
  const cookie = await cookieHeader(context);
  const seen: Record<string, number> = {};
  for (let i = 0; i < 20; i++) {
    const response = await fetch(BADGES, { headers: { cookie } });
    expect(response.status).toBe(200);
    const instance = response.headers.get('x-api-instance')!;
    seen[instance] = (seen[instance] ?? 0) + 1;
    expect(response.headers.get('content-security-policy')).toMatch(
      /script-src 'self'.*object-src 'none'; base-uri 'self'; frame-ancestors 'none'/,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
  }
  expect(Object.keys(seen).sort()).toEqual(['api-1', 'api-2']);
  figure('logged-in requests per replica (one session)', JSON.stringify(seen));
});

/** Records what the page's EventSource receives, and which replica holds its stream. */
async function watchLiveStream(page: Page) {
  const streams: { instance: string; at: number }[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/employment-agency/api/stream')) {
      streams.push({ instance: response.headers()['x-api-instance'] ?? '?', at: Date.now() });
    }
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __live: { type: string; at: number }[] };
    w.__live = [];
    const Original = window.EventSource;
    window.EventSource = class extends Original {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        for (const type of ['hello', 'chat', 'info', 'candidate'])
          this.addEventListener(type, () => w.__live.push({ type, at: Date.now() }));
      }
    } as typeof EventSource;
  });
  const liveAfter = async (since: number, type = 'chat') =>
    page.evaluate(
      ([t, kind]) =>
        (window as unknown as { __live: { type: string; at: number }[] }).__live.find(
          (m) => m.type === kind && m.at >= t,
        )?.at ?? 0,
      [since, type] as const,
    );
  return { streams, liveAfter };
}

test('a company reply written through one replica moves the badge held by the other within 3 s; the stream survives its replica dying', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { agency, account } = await consoleApi.createAgencyWithAccount();
  const key = unique('c');
  const company = await consoleApi.createCompany({
    name: `株式会社ライブ${key.slice(-4)}`,
    email: `${key}@company.example`,
  });
  await consoleApi.setLink(agency.id, company.id, 'MATCHED');
  const { streams, liveAfter } = await watchLiveStream(page);
  await logInAs(page, '25', account);
  await until(() => streams.length > 0, 10_000, 'the live stream');
  await until(async () => (await liveAfter(0, 'hello')) > 0, 10_000, 'the first live message');
  const holder = streams[0]!.instance;
  const other = topology().api.find((r) => r.name !== holder)!;
  const dot = new Shell(page).sidebarLink(/メッセージ/).locator('[data-badge-dot]');
  await expect(dot).toHaveCount(0);

  // Written through the replica that does not hold the stream.
  const sent = Date.now();
  const { data: thread, instance } = await consoleCall<{ threadId: number }>(
    'POST',
    '/chat/threads',
    {
      agencyId: agency.id,
      companyId: company.id,
      title: 'ご紹介の件',
      content: '面談しましょう。',
    },
    `http://127.0.0.1:${other.port}`,
  );
  expect(instance).toBe(other.name);
  await expect(dot).toHaveCount(1, { timeout: 3_000 });
  const latency = (await liveAfter(sent)) - sent;
  expect(latency).toBeGreaterThan(0);
  expect(latency).toBeLessThan(3_000);
  figure(`live update across replicas (${other.name} → stream on ${holder})`, `${latency} ms`);

  // The stream passes the gateway unbuffered (the first event came at once, above); its replica
  // dies: the browser reconnects through the gateway to the other, and live updates go on.
  const dead = replica(holder);
  process.kill(dead.pid, 'SIGKILL');
  const killed = Date.now();
  await until(() => streams.length > 1, 15_000, 'the stream reconnected');
  const reconnect = streams[1]!;
  // (To whichever replica the gateway picks: the other one, or the dead one already restarted.)
  figure(
    'stream reconnected after its replica died',
    `${reconnect.at - killed} ms, to ${reconnect.instance}`,
  );
  // Live once its first message (sent when the replica's LISTEN is in place) has arrived.
  await until(async () => (await liveAfter(killed, 'hello')) > 0, 5_000, 'the reconnected stream');
  const again = Date.now();
  await consoleCall('POST', `/chat/threads/${thread.threadId}/messages`, {
    content: 'もう一点ご相談です。',
  });
  await until(async () => (await liveAfter(again)) > 0, 3_000, 'a live update after reconnecting');
  figure('live update after reconnecting', `${(await liveAfter(again)) - again} ms`);
  await replicaBack(holder, dead.pid);
});

test('login failures and the lockout count across replicas', async ({ page, context }) => {
  const { account } = await consoleApi.createAgencyWithAccount();
  // The browser's session and CSRF token (one service line), then the attempts alternately on
  // each replica's own port: the same client address as through the gateway.
  await new LoginPage(page).open('25');
  await page.request.get('/sanctum/csrf-cookie?id=25');
  const cookies = await context.cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const replicas = topology().api;
  const attempt = (n: number, password: string) =>
    fetch(
      `http://127.0.0.1:${replicas[n % replicas.length]!.port}/25/employment-agency/api/login`,
      {
        method: 'POST',
        headers: {
          cookie,
          'x-xsrf-token': xsrf,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ email: account.userId, password }),
      },
    );
  const answers: string[] = [];
  for (let n = 0; n < 5; n++) {
    const response = await attempt(n, `wrong-pass-${n}`);
    answers.push(`${response.headers.get('x-api-instance')}:${response.status}`);
    expect(response.status).toBe(422);
  }
  // The sixth, with the right password, is refused by every replica.
  for (let n = 0; n < replicas.length; n++) {
    const response = await attempt(n, account.password);
    answers.push(`${response.headers.get('x-api-instance')}:${response.status}`);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  figure('login attempts (replica:status)', answers.join(' '));
});

test('a 3,000-row bulk CSV, with a worker in each replica, applies every row exactly once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const job = await openJobForDemo(page);
  const csv = bulkCsv(3000, {
    lastName: '一括',
    lastNameKana: 'イッカツ',
    phonePrefix: '080',
    emailPrefix: 'topo',
  });
  const started = Date.now();
  await uploadBulkCsv(page, 'topology.csv', csv);
  await expect(page.getByRole('status').filter({ hasText: '一括紹介が完了しました' })).toBeVisible({
    timeout: 100_000,
  });
  const [counts] = await sql<{ rows: string; distinct_rows: string; referred: string }>(
    `select count(*) as rows, count(distinct r.row_number) as distinct_rows,
            count(*) filter (where r.status = 'referred') as referred
       from bulk_import_rows r join bulk_imports i on i.id = r.import_id
      where i.file_name = 'topology.csv' and i.job_id = $1`,
    [job.jobId],
  );
  expect(Number(counts!.rows)).toBe(3000);
  expect(Number(counts!.distinct_rows)).toBe(3000);
  expect(Number(counts!.referred)).toBe(3000);
  const [candidates] = await sql<{ n: string }>(
    `select count(distinct c.id) as n
       from bulk_import_rows r join bulk_imports i on i.id = r.import_id
       join candidates c on c.id = r.candidate_id
      where i.file_name = 'topology.csv' and i.job_id = $1`,
    [job.jobId],
  );
  expect(Number(candidates!.n)).toBe(3000);
  figure(
    'bulk rows applied (exactly once)',
    `${counts!.rows} of 3000 in ${Date.now() - started} ms`,
  );
});

test('a deploy and a rollback through the console are seen by every replica', async () => {
  const remotes = path.join(ROOT, '.releases/remote-messaging');
  const { data: before } = await consoleCall<{ name: string; version: string }[]>(
    'GET',
    '/remotes',
  );
  const current = before.find((r) => r.name === 'remote_messaging')!.version;
  // A second published version of remote-messaging (the same files under a new version name).
  const next = `${current.split('-')[0]}-${Date.now().toString(16).padStart(12, '0').slice(-12)}`;
  cpSync(path.join(remotes, current), path.join(remotes, next), { recursive: true });
  try {
    const seenBy = async (version: string) => {
      for (const r of topology().api) {
        const manifests = await (await fetch(`http://127.0.0.1:${r.port}/remotes.json`)).json();
        expect(manifests.remote_messaging, r.name).toContain(`/${version}/`);
      }
    };
    const deployed = await consoleCall('PUT', '/remotes/remote_messaging', { version: next });
    await seenBy(next);
    const rolledBack = await consoleCall('PUT', '/remotes/remote_messaging', { rollback: true });
    await seenBy(current);
    figure(
      'deploy / rollback',
      `${next} through ${deployed.instance}, back to ${current} through ${rolledBack.instance}, seen by ${topology().api.length} replicas`,
    );
  } finally {
    rmSync(path.join(remotes, next), { recursive: true, force: true });
  }
});

test('one replica killed (SIGKILL) under a steady load: no failed GET, writes in flight fail cleanly', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const { messages } = await agencyWithThread(page);
  const session = await sessionOf(context);
  const marker = unique('kill');
  const victim = replica('api-2');
  let stop!: () => void;
  const stopped = new Promise<void>((r) => (stop = r));
  const reads = steadyLoad(BADGES, session.cookie, 6, stopped);
  const writes = steadyWrites(messages, session, marker, 2, stopped);
  await new Promise((r) => setTimeout(r, 1500));
  process.kill(victim.pid, 'SIGKILL');
  await new Promise((r) => setTimeout(r, 2500));
  stop();
  const [result, written] = [await reads, await writes];
  figure(
    'GETs during a SIGKILL',
    `${result.ok + result.failed} sent, ${result.failed} failed ${JSON.stringify(result.byInstance)}`,
  );
  figure(
    'writes during a SIGKILL',
    `${written.sent} sent, ${written.created} created, ${written.failed.length} failed (${written.failed.join(' ') || 'none'})`,
  );
  expect(result.failures).toEqual([]);
  expect(result.ok).toBeGreaterThan(50);
  // A write the dying replica held is answered 502 (the gateway never resends a POST); it was
  // either committed whole or not at all: never half, never twice.
  for (const failure of written.failed) expect(failure).toBe('502');
  const stored = await writtenWith(marker);
  expect(stored).toBeGreaterThanOrEqual(written.created);
  expect(stored).toBeLessThanOrEqual(written.created + written.failed.length);
  await replicaBack('api-2', victim.pid);
});

test('a rolling restart under load (SIGTERM, one replica at a time, drained): no failed request', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const { messages } = await agencyWithThread(page);
  const session = await sessionOf(context);
  const marker = unique('roll');
  const pids = topology().api.map((r) => r.pid);
  // The page holds a live stream: the draining replica ends it and the browser reconnects.
  const streams: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/employment-agency/api/stream'))
      streams.push(r.headers()['x-api-instance'] ?? '?');
  });
  await page.goto('/25/employment-agency/infos');
  const restart = rollingRestart();
  const reads = steadyLoad(BADGES, session.cookie, 6, restart);
  const writes = steadyWrites(messages, session, marker, 2, restart);
  const output = await restart;
  const [result, written] = [await reads, await writes];
  figure(
    'requests during a rolling restart',
    `${result.ok + result.failed} GETs, ${result.failed} failed ${JSON.stringify(result.byInstance)}; ${written.sent} POSTs, ${written.failed.length} failed`,
  );
  expect(output).toMatch(/rolling restart done/);
  expect(result.failures).toEqual([]);
  // Not one write lost either: a POST already on the draining replica is served there.
  expect(written.failed).toEqual([]);
  expect(await writtenWith(marker)).toBe(written.created);
  const after = topology().api;
  for (const [i, r] of after.entries()) {
    expect(r.pid).not.toBe(pids[i]);
    expect(await answers(r)).toBe(true);
  }
  await until(() => streams.length > 1, 10_000, 'the live stream reconnected');
  figure('live streams opened during the restart', streams.join(' '));
});

test('static files through the gateway: brotli, immutable versions, the shell page never cached', async () => {
  const manifests = (await (await fetch(`${GATEWAY}/remotes.json`)).json()) as Record<
    string,
    string
  >;
  const base = manifests.remote_jobs!.replace(/mf-manifest\.json$/, '');
  const manifest = await (await fetch(`${GATEWAY}${manifests.remote_jobs}`)).json();
  const entry = `${GATEWAY}${base}${manifest.metaData.remoteEntry.name}`;
  const br = await fetch(entry, { headers: { 'accept-encoding': 'br' } });
  expect(br.status).toBe(200);
  expect(br.headers.get('content-encoding')).toBe('br');
  expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const gzip = await fetch(entry, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  const page = await fetch(`${GATEWAY}/25/employment-agency/login`, {
    headers: { accept: 'text/html', 'accept-encoding': 'br' },
  });
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  const html = await page.text();
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)![1]!;
  const shellJs = await fetch(new URL(script, GATEWAY), { headers: { 'accept-encoding': 'br' } });
  expect(shellJs.headers.get('content-encoding')).toBe('br');
  expect(shellJs.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  figure(
    'static',
    `remoteEntry br ${br.headers.get('content-length') ?? 'chunked'} B, shell page no-cache`,
  );
});

test('login and every section under the gateway CSP: no securitypolicyviolation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The gateway's policy is the portal's (the remotes on its own origin: CSP_REMOTE_ORIGINS '').
  const answer = await fetch(`${GATEWAY}/25/employment-agency/login`);
  const csp = answer.headers.get('content-security-policy') ?? '';
  expect(Object.fromEntries(cspDirectives(csp))).toEqual(portalPolicy([]));
  const violations = await recordCspViolations(page);
  await useEverySection(page);
  expect(violations).toEqual([]);
});

test('no answer names the nginx version: pages, files, api, and nginx error pages', async () => {
  const manifests = (await (await fetch(`${GATEWAY}/remotes.json`)).json()) as Record<
    string,
    string
  >;
  const jobs = manifests.remote_jobs!.replace(/mf-manifest\.json$/, '');
  const servers: Record<string, string | null> = {};
  for (const [what, url, status] of [
    ['shell page', `${GATEWAY}/25/employment-agency/login`, 200],
    ['remote manifest', `${GATEWAY}${manifests.remote_jobs}`, 200],
    ['api', `${GATEWAY}/remotes.json`, 200],
    // nginx's own error pages: a remote's missing file (its static server's 404, through the
    // gateway), the gateway's 414 for an over-long URL, and a static server asked directly.
    ['404 through the gateway', `${GATEWAY}${jobs}no-such-chunk.js`, 404],
    ['414 of the gateway', `${GATEWAY}/${'a'.repeat(10_000)}`, 414],
    [
      '404 of a static server',
      `http://127.0.0.1:${topology().static['remote-jobs']!.port}/no-such-file.js`,
      404,
    ],
  ] as const) {
    const response = await fetch(url);
    expect(response.status, what).toBe(status);
    servers[what] = response.headers.get('server');
    expect(servers[what], what).toBe('nginx');
    const body = await response.text();
    if (status >= 400) expect(body, what).toContain('<center>nginx</center>');
    expect(body, what).not.toMatch(/nginx\/\d/);
  }
  figure('Server headers', JSON.stringify(servers));
});

/** A bulk CSV sent to a job of the demo agency through the api, as the 一括紹介 dialog sends it. */
function uploadBulk(
  session: { cookie: string; xsrf: string },
  jobId: number,
  fileName: string,
  csv: string,
) {
  const form = new FormData();
  form.set('file', new Blob([csv], { type: 'text/csv' }), fileName);
  return send(`${API}/jobs/${jobId}/candidates-bulk-store`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf, accept: 'application/json' },
    body: form,
  });
}

/** Waits until the job's bulk import is finished; answers its rows (each once) and attempts. */
async function bulkFinished(jobId: number, timeoutMs: number) {
  await until(
    async () => {
      const [row] = await sql<{ import_flag: number }>(
        'select import_flag from bulk_imports where job_id = $1',
        [jobId],
      );
      return row?.import_flag === 2;
    },
    timeoutMs,
    `the bulk import of job ${jobId}`,
  );
  const [counts] = await sql<{ rows: string; distinct_rows: string; referred: string }>(
    `select count(*) as rows, count(distinct r.row_number) as distinct_rows,
            count(*) filter (where r.status = 'referred') as referred
       from bulk_import_rows r join bulk_imports i on i.id = r.import_id
      where i.job_id = $1`,
    [jobId],
  );
  const [{ attempts } = { attempts: 0 }] = await sql<{ attempts: number }>(
    'select attempts from bulk_imports where job_id = $1',
    [jobId],
  );
  return {
    rows: Number(counts!.rows),
    distinct: Number(counts!.distinct_rows),
    referred: Number(counts!.referred),
    attempts,
  };
}

const UNAVAILABLE_MESSAGE = 'ただいま混み合っています。しばらくしてから再度お試しください。';

// Last: it restarts the database server (the suite runs after every other step of npm test).
test('a PostgreSQL restart under load: no replica exits, 503 with Retry-After meanwhile, then everything works again', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const cluster = await databaseCluster();
  // The restart is what this test proves: without a cluster to restart it fails, never skips.
  if (!cluster) throw new Error(`no local PostgreSQL cluster serves ${topology().databaseUrl}`);
  // The agency that reads, writes and holds a live stream; the demo agency's bulk imports.
  const { streams, liveAfter } = await watchLiveStream(page);
  const { messages, threadId } = await agencyWithThread(page);
  const session = await sessionOf(context);
  await until(async () => (await liveAfter(0, 'hello')) > 0, 10_000, 'the first live message');
  const demo = await browser.newContext({ baseURL: GATEWAY });
  const demoPage = await demo.newPage();
  await logInAs(demoPage);
  await demoPage.request.get('/sanctum/csrf-cookie?id=25');
  const demoSession = await sessionOf(demo);
  const [during, after] = [await jobForDemo(), await jobForDemo()];
  const pids = topology().api.map((r) => r.pid);

  const marker = unique('pg');
  let stop!: () => void;
  const stopped = new Promise<void>((r) => (stop = r));
  const reads = steadyLoad(BADGES, session.cookie, 6, stopped);
  const writes = steadyWrites(messages, session, marker, 2, stopped);
  await new Promise((r) => setTimeout(r, 1000));
  // A bulk import in flight while the server goes down: a worker holds a transaction open (the
  // connection it is checked out on is the one whose loss used to end the process).
  const csv = bulkCsv(3000, {
    lastName: '再起動',
    lastNameKana: 'サイキドウ',
    phonePrefix: '070',
    emailPrefix: 'pgrestart',
  });
  expect((await uploadBulk(demoSession, during.jobId, 'restart.csv', csv)).status).toBe(202);
  await until(
    async () =>
      (
        await sql('select 1 from bulk_imports where job_id = $1 and claimed_at is not null', [
          during.jobId,
        ])
      ).length > 0,
    10_000,
    'the bulk import claimed by a worker',
  );
  const restarted = Date.now();
  const away = await restartDatabase(cluster!);
  // The load goes on until the replicas answer again, and a moment longer.
  await until(
    async () => (await fetch(BADGES, { headers: { cookie: session.cookie } })).status === 200,
    30_000,
    'reads answered again',
  );
  await new Promise((r) => setTimeout(r, 1500));
  stop();
  const [result, written] = [await reads, await writes];
  figure(
    `requests during a PostgreSQL restart (${cluster!.version}/${cluster!.name}, away ${away} ms)`,
    `${result.ok + result.failed} GETs, ${result.failed} failed (${[...new Set(result.failures)].join(', ') || 'none'}); ${written.sent} POSTs, ${written.created} created, ${written.failed.length} failed`,
  );

  // Not one replica exited: the pids the topology started them with are still running.
  expect(topology().api.map((r) => r.pid)).toEqual(pids);
  for (const pid of pids) expect(() => process.kill(pid, 0)).not.toThrow();
  // Meanwhile every refused request was a 503 with Retry-After and the catalogue's message.
  expect(result.refused.length).toBeGreaterThan(0);
  expect(result.failures.length).toBe(result.refused.length);
  for (const answer of [...result.refused, ...written.refused]) {
    expect(answer.status).toBe(503);
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(answer.message).toBe(UNAVAILABLE_MESSAGE);
  }
  expect(written.failed.length).toBe(written.refused.length);
  // Every acknowledged write is stored (whole, once); a refused one may have committed.
  const stored = await writtenWith(marker);
  expect(stored).toBeGreaterThanOrEqual(written.created);
  expect(stored).toBeLessThanOrEqual(written.created + written.failed.length);

  // The open stream's LISTEN came back: fresh badges on it, then a change arrives live.
  await until(
    async () => (await liveAfter(restarted, 'hello')) > 0,
    15_000,
    'fresh badges on the live stream after the restart',
  );
  const replied = Date.now();
  await consoleCall('POST', `/chat/threads/${threadId}/messages`, { content: '再開しました。' });
  await until(async () => (await liveAfter(replied)) > 0, 3_000, 'a live update after the restart');
  figure(
    'live stream after the restart',
    `${streams.length} stream(s) opened in all, update in ${(await liveAfter(replied)) - replied} ms`,
  );

  // Background work resumes: the import caught by the restart and one sent afterwards finish.
  const caught = await bulkFinished(during.jobId, 90_000);
  expect(caught).toMatchObject({ rows: 3000, distinct: 3000, referred: 3000 });
  const small = bulkCsv(50, {
    lastName: '再開',
    lastNameKana: 'サイカイ',
    phonePrefix: '070',
    emailPrefix: 'pgresumed',
  });
  expect((await uploadBulk(demoSession, after.jobId, 'resumed.csv', small)).status).toBe(202);
  const resumed = await bulkFinished(after.jobId, 30_000);
  expect(resumed).toMatchObject({ rows: 50, distinct: 50, referred: 50 });
  figure(
    'bulk imports around the restart',
    `3000 rows caught by it applied once (attempts ${caught.attempts}) ${Date.now() - restarted} ms after it; 50 sent after it applied`,
  );
  await demo.close();
});
