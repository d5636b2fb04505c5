// The SQL of the audit trail (record.ts): the rows it writes, in the caller's transaction.
import type { Database } from '../db/client';
import { auditRecords } from '../db/schema/audit';

/** A database or one of its transactions. */
export type Writer = Pick<Database, 'insert'>;

export async function insertAuditRecords(
  tx: Writer,
  rows: (typeof auditRecords.$inferInsert)[],
): Promise<void> {
  await tx.insert(auditRecords).values(rows);
}
