import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { mailOutbox } from '../db/schema/mail';
import { openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from '../db/client';
import { MailService } from './mail-service';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(() => database.close());

const message = { to: 'demo@agency.example', subject: 'パスワード再設定のご案内', text: '本文' };

it('keeps the mail in the outbox when no SMTP transport is configured', async () => {
  const mail = new MailService(database.db, null, 'portal@example.test');
  const row = await mail.send(message);
  await mail.flush();
  const [stored] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
  expect(stored).toMatchObject({ ...message, sentAt: null, attempts: 0 });
});

it('delivers through the transport and marks the row sent', async () => {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const sent: string[] = [];
  const spy = jest.spyOn(transport, 'sendMail').mockImplementation(async (options) => {
    sent.push(String(options.to));
    return { messageId: 'x' } as never;
  });
  const mail = new MailService(database.db, transport, 'portal@example.test');
  const row = await mail.send({ ...message, html: '<p>本文</p>' });
  await mail.flush();
  expect(sent).toEqual(['demo@agency.example']);
  expect(spy.mock.calls[0][0]).toMatchObject({ from: 'portal@example.test', html: '<p>本文</p>' });
  const [stored] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
  expect(stored.sentAt).toBeInstanceOf(Date);
  expect(stored.attempts).toBe(1);
});

it('records a failed delivery and retries it later', async () => {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const send = jest.spyOn(transport, 'sendMail').mockRejectedValueOnce(new Error('SMTP down'));
  const errors: unknown[] = [];
  const mail = new MailService(database.db, transport, 'portal@example.test', (e) =>
    errors.push(e),
  );
  const row = await mail.send(message);
  await mail.flush();
  const stored = async () =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id)))[0];
  expect(await stored()).toMatchObject({
    sentAt: null,
    attempts: 1,
    lastError: 'Error: SMTP down',
  });
  expect(errors).toHaveLength(1);

  send.mockResolvedValue({ messageId: 'y' } as never);
  await mail.retryUnsent();
  expect((await stored()).sentAt).toBeInstanceOf(Date);
});
