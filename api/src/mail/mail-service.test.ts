// The mail outbox on the background runner: a stored mail is sent by its job, once; a failed send
// is recorded on the outbox row and retried by the runner after a backoff that grows, while the
// api runs (no restart); a mail that keeps failing ends dead with its SMTP error, and queued again
// it is sent. (Through a running api and the console: background/background-jobs.test.ts.)
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { backgroundJobs } from '../db/schema/background-jobs';
import { mailOutbox } from '../db/schema/mail';
import { openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from '../db/client';
import { Runner } from '../background/runner';
import { requeueDeadJob } from '../background/runner-queries';
import type { Services } from '../services';
import { MAIL_JOB, MAIL_MAX_ATTEMPTS, MailService } from './mail-service';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(() => database.close());

const message = { to: 'demo@agency.example', subject: 'パスワード再設定のご案内', text: '本文' };

/** A transport that records what it sends and fails while `failing` says so. */
function fakeTransport(failing: () => boolean = () => false) {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const sent: { to: string; subject: string }[] = [];
  const spy = jest.spyOn(transport, 'sendMail').mockImplementation(async (options) => {
    if (failing()) throw new Error('SMTP down');
    sent.push({ to: String(options.to), subject: String(options.subject) });
    return { messageId: 'x' } as never;
  });
  return { transport, sent, spy };
}

const outboxRow = async (id: number) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
const mailJobOf = async (mailId: number) =>
  (
    await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, MAIL_JOB.kind))
  ).filter((job) => (job.payload as { mailId: number }).mailId === mailId);

function runnerFor(mail: MailService, now: () => Date) {
  return new Runner({
    services: { db: database.db, mail, now } as unknown as Services,
    now,
    kinds: [MAIL_JOB.kind],
  });
}

it('keeps the mail in the outbox, with no job, when no SMTP transport is configured', async () => {
  const mail = new MailService(database.db, null, 'portal@example.test');
  const row = await mail.send(message);
  expect(await outboxRow(row.id)).toMatchObject({ ...message, sentAt: null, attempts: 0 });
  expect(await mailJobOf(row.id)).toEqual([]);
});

it('delivers through the transport by its job and marks the row sent, once', async () => {
  const { transport, sent, spy } = fakeTransport();
  const mail = new MailService(database.db, transport, 'portal@example.test');
  const row = await mail.send({ ...message, html: '<p>本文</p>' });
  const runner = runnerFor(mail, () => new Date());
  expect(await runner.runDue()).toBeGreaterThanOrEqual(1);
  expect(await runner.runDue()).toBe(0);
  expect(sent.filter((m) => m.subject === message.subject)).toHaveLength(1);
  expect(spy.mock.calls.at(-1)![0]).toMatchObject({
    from: 'portal@example.test',
    html: '<p>本文</p>',
  });
  const stored = await outboxRow(row.id);
  expect(stored.sentAt).toBeInstanceOf(Date);
  expect(stored.attempts).toBe(1);
  expect(await mailJobOf(row.id)).toMatchObject([{ state: 'done', attempts: 1 }]);
});

it('stores a mail in the caller transaction: rolled back, it is neither kept nor sent', async () => {
  const { transport, sent } = fakeTransport();
  const mail = new MailService(database.db, transport, 'portal@example.test');
  let id = 0;
  await expect(
    database.db.transaction(async (tx) => {
      id = (await mail.store({ ...message, subject: '取り消される' }, tx)).id;
      throw new Error('rollback');
    }),
  ).rejects.toThrow('rollback');
  expect(await outboxRow(id)).toBeUndefined();
  await runnerFor(mail, () => new Date()).runDue();
  expect(sent.filter((m) => m.subject === '取り消される')).toEqual([]);
});

it('retries a failed send after a growing backoff, ends dead, and sends it once queued again', async () => {
  let failing = true;
  const { transport, sent } = fakeTransport(() => failing);
  const mail = new MailService(database.db, transport, 'portal@example.test');
  let at = Date.now();
  const now = () => new Date(at);
  const runner = runnerFor(mail, now);
  const row = await mail.send({ ...message, subject: '届かない' });

  const waits: number[] = [];
  for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt += 1) {
    expect(await runner.runDue()).toBe(1);
    expect(await outboxRow(row.id)).toMatchObject({
      sentAt: null,
      attempts: attempt,
      lastError: 'Error: SMTP down',
    });
    const [job] = await mailJobOf(row.id);
    expect(job).toMatchObject({ state: 'queued', attempts: attempt });
    waits.push(job.runAt!.getTime() - at);
    expect(await runner.runDue()).toBe(0);
    at = job.runAt!.getTime();
  }
  expect(waits).toEqual([60_000, 120_000, 240_000, 480_000]);
  expect(await runner.runDue()).toBe(1);
  const [dead] = await mailJobOf(row.id);
  expect(dead).toMatchObject({ state: 'dead', attempts: MAIL_MAX_ATTEMPTS });
  expect(dead.lastError).toBe('Error: SMTP down');
  expect(sent.filter((m) => m.subject === '届かない')).toEqual([]);

  // Queued again (the console's retry-background-job), it is sent.
  failing = false;
  await requeueDeadJob(database.db, dead.id, now());
  expect(await runner.runDue()).toBe(1);
  expect(sent.filter((m) => m.subject === '届かない')).toHaveLength(1);
  expect((await outboxRow(row.id)).sentAt).toBeInstanceOf(Date);
});
