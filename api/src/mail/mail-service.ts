// Sends mail through the outbox: every mail is stored first, then delivered by SMTP when a
// transport is configured. Without one it stays in the outbox, readable in the company console.
// With one, each stored mail gets a mail job in the same transaction (background/runner.ts): one
// api process claims it and sends it, a failed send is retried with backoff while the api runs,
// and after MAIL_MAX_ATTEMPTS the job is dead (the console lists it with the SMTP error).
import nodemailer, { type Transporter } from 'nodemailer';
import { defineJob, enqueueJob, exponentialBackoff, wakeRunners } from '../background/runner';
import type { Database } from '../db/client';
import {
  insertMail,
  listOutbox,
  mailById,
  markFailed,
  markSent,
  type OutboxRow,
} from './mail-queries';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export type { OutboxRow };

export const MAIL_MAX_ATTEMPTS = 5;

/** Delivers one outbox mail: 1, 2, 4 and 8 minutes between the attempts, then dead. */
export const MAIL_JOB = defineJob<{ mailId: number }>('mail', {
  maxAttempts: MAIL_MAX_ATTEMPTS,
  backoff: exponentialBackoff({ baseMs: 60_000, maxMs: 3600_000 }),
  run: ({ mailId }, { services }) => services.mail.deliver(mailId),
});

export function createSmtpTransport(smtpUrl: string | undefined): Transporter | null {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
}

export class MailService {
  constructor(
    private readonly db: Database,
    private readonly transport: Transporter | null,
    private readonly from: string,
  ) {}

  /**
   * Stores the mail with its delivery job; a runner sends it a moment later, so a request never
   * waits on SMTP and answers in the same time whether or not a mail was sent.
   */
  async send(message: MailMessage): Promise<OutboxRow> {
    if (!this.transport) return this.store(message);
    const row = await this.db.transaction((tx) => this.store(message, tx));
    // Committed now: the runner looks at once (its wake-up inside the transaction may be early).
    wakeRunners();
    return row;
  }

  /**
   * Stores the mail and its delivery job, in the caller's transaction when given one: the mail
   * goes out once that transaction committed, exactly once (call dispatch() after it to send at
   * once rather than at the runner's next poll).
   */
  async store(
    message: MailMessage,
    executor: Pick<Database, 'insert'> = this.db,
  ): Promise<OutboxRow> {
    const row = await insertMail(executor, { ...message, html: message.html ?? null });
    if (this.transport) await enqueueJob(executor, MAIL_JOB, { mailId: row.id });
    return row;
  }

  /** The mails of a committed transaction (see store()): wakes this process's runner. */
  dispatch(rows: OutboxRow[]): void {
    if (this.transport && rows.length) wakeRunners();
  }

  /**
   * The mail job's work: sends the stored mail unless it was sent already. A failure is written
   * on the outbox row (attempts, last error) and thrown, so the runner retries it later.
   */
  async deliver(mailId: number): Promise<void> {
    const row = await mailById(this.db, mailId);
    if (!row || row.sentAt || !this.transport) return;
    try {
      await this.transport.sendMail({
        from: this.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
      });
    } catch (error) {
      await markFailed(this.db, row, error);
      throw error;
    }
    await markSent(this.db, row);
  }

  async list(options: { to?: string; limit: number }): Promise<OutboxRow[]> {
    return listOutbox(this.db, options);
  }
}
