// Sends mail through the outbox: every mail is stored first, then delivered by SMTP when a
// transport is configured. Without one it stays in the outbox, readable in the company console.
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/mail';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

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
    const [row] = await executor
      .insert(mailOutbox)
      .values({ ...message, html: message.html ?? null })
      .returning();
    return row;
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
    const rows = await this.db
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(mailOutbox.id)
      .limit(100);
    for (const row of rows) await this.deliver(row);
  }

  async list(options: { to?: string; limit: number }): Promise<OutboxRow[]> {
    return this.db
      .select()
      .from(mailOutbox)
      .where(options.to ? eq(mailOutbox.to, options.to) : undefined)
      .orderBy(desc(mailOutbox.id))
      .limit(options.limit);
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
      await this.db
        .update(mailOutbox)
        .set({ sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
        .where(eq(mailOutbox.id, row.id));
    } catch (error) {
      this.onError(error);
      await this.db
        .update(mailOutbox)
        .set({ attempts: row.attempts + 1, lastError: String(error) })
        .where(eq(mailOutbox.id, row.id))
        .catch(this.onError);
    }
  }
}
