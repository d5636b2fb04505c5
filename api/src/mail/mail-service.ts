// Sends mail through the outbox: every mail is stored first, then delivered by SMTP when a
// transport is configured. Without one it stays in the outbox, readable in the company console.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import {
  insertMail,
  listOutbox,
  markFailed,
  markSent,
  unsentMails,
  type OutboxRow,
} from './mail-queries';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export type { OutboxRow };

const MAX_ATTEMPTS = 5;

export function createSmtpTransport(smtpUrl: string | undefined): Transporter | null {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
}

export class MailService {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly transport: Transporter | null,
    private readonly from: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /**
   * Stores the mail and starts delivery without waiting for it, so a request never waits on SMTP
   * and answers in the same time whether or not a mail was sent.
   */
  async send(message: MailMessage): Promise<OutboxRow> {
    const row = await this.store(message);
    this.dispatch([row]);
    return row;
  }

  /**
   * Stores the mail only, in the caller's transaction when given one: call dispatch() with the
   * rows once it committed (a mail that must go out exactly once with its transaction).
   */
  async store(message: MailMessage, executor: Pick<Database, 'insert'> = this.db) {
    return insertMail(executor, { ...message, html: message.html ?? null });
  }

  /** Starts delivering stored rows (see store()). */
  dispatch(rows: OutboxRow[]): void {
    if (!this.transport) return;
    for (const row of rows) this.track(this.deliver(row));
  }

  /** Waits for deliveries in flight (tests, graceful shutdown). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /** Delivers what an earlier run could not (SMTP down, process stopped). */
  async retryUnsent(): Promise<void> {
    if (!this.transport) return;
    const rows = await unsentMails(this.db, MAX_ATTEMPTS);
    for (const row of rows) await this.deliver(row);
  }

  async list(options: { to?: string; limit: number }): Promise<OutboxRow[]> {
    return listOutbox(this.db, options);
  }

  private track(promise: Promise<void>): void {
    this.pending.add(promise);
    void promise.finally(() => this.pending.delete(promise));
  }

  private async deliver(row: OutboxRow): Promise<void> {
    if (!this.transport) return;
    try {
      await this.transport.sendMail({
        from: this.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
      });
      await markSent(this.db, row);
    } catch (error) {
      this.onError(error);
      await markFailed(this.db, row, error).catch(this.onError);
    }
  }
}
