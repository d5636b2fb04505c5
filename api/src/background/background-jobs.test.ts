// The background runner inside a running api (its own polling loop, SMTP to a local sink):
// - a mail whose send fails while the api runs is retried after its backoff, without a restart,
//   and reaches the SMTP server once;
// - a mail that keeps failing ends dead: the company console lists it with its SMTP error and
//   queues it again (then it is sent), refuses to retry a job that is not dead (409) or unknown (404);
// - the daily digest is enqueued by the 9:00 Tokyo schedule and mailed once.
import { DEMO_AGENCY } from '../seed/demo-data';
import { createSmtpTransport, MailService } from '../mail/mail-service';
import { NotificationService } from '../notifications/notification-service';
import { NOTIFICATION_KEYS } from '@portal/shared/contract';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { agencyIdOf, consoleCall, createTestApp, signedIn, type TestApp } from '../test/test-app';
import { listJobs } from './runner-queries';

let t: TestApp;
let sink: SmtpSink;
let at = new Date('2026-12-01T08:00:00+09:00').getTime();
const advance = (ms: number) => (at += ms);

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    runner: true,
    mailTransport: createSmtpTransport(sink.url),
    now: () => new Date(at),
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await sink.close();
});

async function until<T>(what: string, check: () => Promise<T | undefined | false>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sentTo = (to: string) => sink.mails.filter((mail) => mail.to.includes(to));
const outboxOf = async (to: string) =>
  (await consoleCall(t.app, 'GET', `/mail-outbox?to=${encodeURIComponent(to)}`)).json().data as {
    id: number;
    sentAt: string | null;
    attempts: number;
    lastError: string | null;
  }[];
const mailJobOf = async (mailId: number) =>
  (await listJobs(t.database.db, { kind: 'mail', limit: 500 })).find(
    (job) => (job.payload as { mailId: number }).mailId === mailId,
  );

async function issueCode(email: string) {
  const agencyId = await agencyIdOf(t.app, DEMO_AGENCY.name);
  const response = await consoleCall(t.app, 'POST', '/company-codes', { agencyId, email });
  expect(response.statusCode).toBe(201);
}

it('retries a mail whose send failed while the api runs, without a restart, and sends it once', async () => {
  sink.refusing = true;
  const to = 'retry-once@company.example';
  await issueCode(to);
  const [failed] = await until('the failed first attempt', async () => {
    const rows = await outboxOf(to);
    return rows[0]?.attempts === 1 && rows;
  });
  expect(failed).toMatchObject({ sentAt: null, lastError: expect.stringContaining('451') });
  expect(sentTo(to)).toEqual([]);
  sink.refusing = false;

  // Not before its backoff (1 minute): the runner keeps polling, nothing is sent.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(sentTo(to)).toEqual([]);
  advance(60_000);
  await until('the retried send', async () => sentTo(to).length > 0);
  const [sent] = await until('the outbox row marked sent', async () => {
    const rows = await outboxOf(to);
    return rows[0]?.sentAt ? rows : undefined;
  });
  expect(sent.attempts).toBe(2);
  expect(await mailJobOf(sent.id)).toMatchObject({ state: 'done', attempts: 2 });
  // Two more polls: still once.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(sentTo(to)).toHaveLength(1);
}, 30_000);

it('ends a mail that keeps failing dead; the console lists it with its error and retries it', async () => {
  sink.refusing = true;
  const to = 'dead-letter@company.example';
  await issueCode(to);
  let mailId = 0;
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const [row] = await until(`attempt ${attempt}`, async () => {
      const rows = await outboxOf(to);
      return rows[0]?.attempts === attempt && rows;
    });
    mailId = row.id;
    advance(10 * 60_000);
  }
  const dead = await until('the dead job', async () => {
    const job = await mailJobOf(mailId);
    return job?.state === 'dead' && job;
  });

  const listed = await consoleCall(t.app, 'GET', '/background-jobs?state=dead&kind=mail');
  expect(listed.statusCode).toBe(200);
  const letter = listed.json().data.find((job: { id: number }) => job.id === dead.id);
  expect(letter).toMatchObject({
    kind: 'mail',
    state: 'dead',
    attempts: 5,
    maxAttempts: 5,
    payload: { mailId },
    lastError: expect.stringContaining('451'),
  });
  const queued = await consoleCall(t.app, 'GET', '/background-jobs?state=queued');
  expect(queued.json().data.map((job: { id: number }) => job.id)).not.toContain(dead.id);

  sink.refusing = false;
  const retried = await consoleCall(t.app, 'POST', `/background-jobs/${dead.id}/retry`);
  expect(retried.statusCode).toBe(201);
  expect(retried.json().data).toMatchObject({ id: dead.id, state: 'queued', attempts: 0 });
  await until('the retried mail', async () => sentTo(to).length > 0);
  await until('the job done', async () => (await mailJobOf(mailId))?.state === 'done');
  expect(sentTo(to)).toHaveLength(1);

  const again = await consoleCall(t.app, 'POST', `/background-jobs/${dead.id}/retry`);
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('この処理は失敗で止まっていないため、再実行できません。');
  const unknown = await consoleCall(t.app, 'POST', '/background-jobs/99999999/retry');
  expect(unknown.statusCode).toBe(404);
  const badState = await consoleCall(t.app, 'GET', '/background-jobs?state=lost');
  expect(badState.statusCode).toBe(422);
}, 60_000);

it('enqueues the daily digest at 9:00 Tokyo and mails it once', async () => {
  const demo = await signedIn(t.app);
  const modes = Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, 'off']));
  await demo.write('PUT', '25', '/settings/notifications', { ...modes, chat: 'digest' });
  const demoId = await agencyIdOf(t.app, DEMO_AGENCY.name);
  const notifications = new NotificationService(
    t.database.db,
    new MailService(t.database.db, null, 'portal@example.test'),
  );
  await notifications.notify(demoId, 'chat', { subject: 'まとめる通知', text: '本文' });
  const digests = () =>
    sentTo(DEMO_AGENCY.email).filter((mail) => mail.subject.includes('通知のまとめ'));

  at = new Date('2026-12-02T08:59:00+09:00').getTime();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(digests()).toEqual([]);
  at = new Date('2026-12-02T09:00:00+09:00').getTime();
  await until('the digest mail', async () => digests().length > 0);
  const jobs = await listJobs(t.database.db, { kind: 'notification-digest', limit: 10 });
  expect(jobs.map((job) => [job.key, job.state])).toEqual([
    ['notification-digest:2026-12-02', 'done'],
  ]);
  at = new Date('2026-12-02T15:00:00+09:00').getTime();
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(digests()).toHaveLength(1);
  expect(digests()[0].subject).toBe('【紹介会社ポータル】通知のまとめ（2026/12/02）');
}, 30_000);
