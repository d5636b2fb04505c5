// The SQL of the mail outbox (mail-service.ts): every mail stored first, marked when delivered
// (or when an attempt failed: the mail job retries it, background/runner.ts).
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/mail';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertMail(
  executor: Pick<Database, 'insert'>,
  mail: typeof mailOutbox.$inferInsert,
) {
  const [row] = await executor.insert(mailOutbox).values(mail).returning();
  return row;
}

export async function mailById(db: Database, id: number): Promise<OutboxRow | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

export function listOutbox(db: Database, options: { to?: string; limit: number }) {
  return db
    .select()
    .from(mailOutbox)
    .where(options.to ? eq(mailOutbox.to, options.to) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(options.limit);
}

export function markSent(db: Database, row: OutboxRow) {
  return db
    .update(mailOutbox)
    .set({ sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
    .where(eq(mailOutbox.id, row.id));
}

export function markFailed(db: Database, row: OutboxRow, error: unknown) {
  return db
    .update(mailOutbox)
    .set({ attempts: row.attempts + 1, lastError: String(error) })
    .where(eq(mailOutbox.id, row.id));
}
