// Two api processes (real child processes of src/server.ts) on one PostgreSQL database, both with
// their background runner and SMTP to one local sink: every mail — enqueued beside them, or written
// by a request to either of them — the daily digest, the dashboard's daily 回答待ち run and every
// webhook delivery (selection-status changes sent to either process) go out exactly once, and
// both runners took part. Needs a PostgreSQL server (DATABASE_URL): PGlite is one process's.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { NOTIFICATION_KEYS } from '@portal/shared/contract';
import { DEFAULT_CONSOLE_TOKEN } from '../config';
import { createSmtpTransport, MAIL_JOB, MailService } from '../mail/mail-service';
import { NotificationService } from '../notifications/notification-service';
import { DEMO_AGENCY, OTHER_AGENCY } from '../seed/demo-data';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { agencyIdOf, createTestApp, signedIn, type TestApp } from '../test/test-app';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { SELECTION_STATUS } from '@portal/shared/enums';
import { candidates } from '../db/schema/applicants';
import { listJobs } from './runner-queries';

const onPostgres = process.env.DATABASE_URL ? it : it.skip;
const API_DIR = path.resolve(__dirname, '../..');

let t: TestApp;
let sink: SmtpSink;
const children: ChildProcess[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await t.close();
  await sink.close();
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `node src/server.ts` on the test's database; resolves once it listens. */
function startApi(name: string, port: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: t.database.pool!.options.connectionString,
    PORT: String(port),
    HOST: '127.0.0.1',
    SMTP_URL: sink.url,
    SEED: 'false',
    API_INSTANCE: name,
    // The digest is due whatever the hour the test runs at.
    DAILY_RUNS_AT: 'notification-digest=00:00,dashboard-waiting=00:00',
    LOG_LEVEL: 'silent',
  };
  // Not a jest worker: the runner starts as in production.
  delete env.JEST_WORKER_ID;
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/server.ts'], {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let errors = '';
  child.stderr!.on('data', (data: Buffer) => (errors += data.toString()));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (data: Buffer) => {
      if (data.toString().includes('api listening')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${name} exited (${code}): ${errors}`)));
  });
}

function stopApi(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

onPostgres(
  'two api processes send every mail, the daily digest, the 回答待ち run and every webhook exactly once',
  async () => {
    // Digest items of two agencies, waiting for the daily run.
    const modes = Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, 'off']));
    for (const who of ['demo', 'other'] as const) {
      const browser = await signedIn(t.app, who);
      await browser.write('PUT', '25', '/settings/notifications', { ...modes, chat: 'digest' });
    }
    const quiet = new NotificationService(
      t.database.db,
      new MailService(t.database.db, null, 'portal@example.test'),
    );
    const demoId = await agencyIdOf(t.app, DEMO_AGENCY.name);
    const otherId = await agencyIdOf(t.app, OTHER_AGENCY.name);
    await quiet.notify(demoId, 'chat', { subject: '二重なし1', text: '本文' });
    await quiet.notify(otherId, 'chat', { subject: '二重なし2', text: '本文' });

    // A webhook endpoint of the demo agency: a receiver counting each webhook-id it is sent.
    const hooks = new Map<string, number>();
    const receiver = http.createServer((request, response) => {
      const id = String(request.headers['webhook-id']);
      hooks.set(id, (hooks.get(id) ?? 0) + 1);
      request.resume();
      request.on('end', () => response.end('ok'));
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(receiver.address() as net.AddressInfo).port}/hooks`;
    const created = await (
      await signedIn(t.app)
    ).write('POST', '25', '/settings/webhooks', {
      url: hookUrl,
      eventTypes: ['referral.status_changed'],
      active: true,
    });
    expect(created.statusCode).toBe(201);
    const referrals = await t.database.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(and(eq(candidates.agencyId, demoId), isNotNull(candidates.jobId)))
      .orderBy(asc(candidates.id))
      .limit(10);

    const ports = [await freePort(), await freePort()];
    const apis = await Promise.all([startApi('api-1', ports[0]), startApi('api-2', ports[1])]);

    // 40 mails enqueued beside the processes (as a third one would), a few at a time…
    const mail = new MailService(t.database.db, createSmtpTransport(sink.url), 'p@example.test');
    const expected: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      const to = `beside-${i}@company.example`;
      expected.push(to);
      await mail.send({ to, subject: `並行送信 ${i}`, text: '本文' });
      if (i % 5 === 4) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // …and 20 written by requests, 10 to each process (each wakes its own runner).
    for (let i = 0; i < 20; i += 1) {
      const to = `request-${i}@company.example`;
      expected.push(to);
      const response = await fetch(`http://127.0.0.1:${ports[i % 2]}/console/api/company-codes`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${DEFAULT_CONSOLE_TOKEN}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ agencyId: demoId, email: to }),
      });
      expect(response.status).toBe(201);
    }

    // Ten selection-status changes by the company, five through each process.
    for (const [i, referral] of referrals.entries()) {
      const response = await fetch(
        `http://127.0.0.1:${ports[i % 2]}/console/api/candidates/${referral.id}/status`,
        {
          method: 'PUT',
          headers: {
            authorization: `Bearer ${DEFAULT_CONSOLE_TOKEN}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            specialSelectionStatus:
              i % 2 ? SELECTION_STATUS.IN_SELECTION : SELECTION_STATUS.SELECTION_DECLINED,
            selectionStepName: `二重なし ${i}`,
          }),
        },
      );
      expect(response.status).toBe(200);
    }

    const digestsTo = (to: string) =>
      sink.mails.filter((m) => m.to.includes(to) && m.subject.includes('通知のまとめ'));
    await until(
      'every mail and both digests',
      () =>
        expected.every((to) => sink.mails.some((m) => m.to.includes(to))) &&
        digestsTo(DEMO_AGENCY.email).length > 0 &&
        digestsTo(OTHER_AGENCY.email).length > 0,
    );
    await until('a webhook per status change', () => hooks.size >= referrals.length);
    await until('no mail job left', async () => {
      const jobs = await listJobs(t.database.db, { kind: MAIL_JOB.kind, limit: 500 });
      return jobs.every((job) => job.state === 'done');
    });
    // Several polls of both runners later, nothing more went out.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const to of expected) {
      expect(`${to} ${sink.mails.filter((m) => m.to.includes(to)).length}`).toBe(`${to} 1`);
    }
    expect(digestsTo(DEMO_AGENCY.email)).toHaveLength(1);
    expect(digestsTo(OTHER_AGENCY.email)).toHaveLength(1);

    const jobs = await listJobs(t.database.db, { limit: 500 });
    const mailJobs = jobs.filter((job) => job.kind === MAIL_JOB.kind);
    expect(mailJobs.every((job) => job.attempts === 1)).toBe(true);
    const digestJobs = jobs.filter((job) => job.kind === 'notification-digest');
    expect(digestJobs).toHaveLength(1);
    expect(digestJobs[0]).toMatchObject({ state: 'done', attempts: 1 });
    const waitingJobs = jobs.filter((job) => job.kind === 'dashboard-waiting');
    expect(waitingJobs).toHaveLength(1);
    expect(waitingJobs[0]).toMatchObject({ state: 'done', attempts: 1 });
    // Every delivery reached the receiver once, each on its first attempt.
    expect([...hooks.values()]).toEqual(referrals.map(() => 1));
    const deliveryJobs = jobs.filter((job) => job.kind === 'webhook-delivery');
    expect(deliveryJobs).toHaveLength(referrals.length);
    expect(deliveryJobs.every((job) => job.state === 'done' && job.attempts === 1)).toBe(true);
    await new Promise((resolve) => receiver.close(resolve));
    // Both processes' runners claimed work (the runner's id names its process).
    const claimers = new Set(mailJobs.map((job) => job.lockedBy?.split('-')[1]));
    expect([...claimers].sort()).toEqual(apis.map((api) => String(api.pid)).sort());

    expect(await Promise.all(apis.map(stopApi))).toEqual([0, 0]);
  },
  120_000,
);
