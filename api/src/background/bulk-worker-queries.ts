// The SQL of the bulk-referral worker (bulk-worker.ts): claiming an import under a lease
// (FOR UPDATE SKIP LOCKED), renewing and giving the lease back, the rows already applied and the
// import's end.
import { IMPORT_FLAG, type ImportFlag } from '@portal/shared/enums';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bulkImportRows, bulkImports } from '../db/schema/bulk-imports';
import type { Tx } from '../modules/referrals/refer-service';
import { emitWebhookEvent } from '../modules/webhooks/emit';

export interface Claimed {
  id: number;
  job_id: number;
  agency_id: number;
  requested_by_account_id: number | null;
  site_id: string;
  file_id: number | null;
  attempts: number;
}

/** Claims one pending import (or one whose lease expired before `expired`): none or one row. */
export async function claimImport(db: Database, now: Date, expired: Date): Promise<Claimed[]> {
  const result = await db.execute(sql`
      update bulk_imports set claimed_at = ${now.toISOString()}::timestamptz, attempts = attempts + 1, updated_at = ${now.toISOString()}::timestamptz
      where id = (
        select id from bulk_imports
        where import_flag = ${IMPORT_FLAG.PROCESSING} and (claimed_at is null or claimed_at <= ${expired.toISOString()}::timestamptz)
        order by id for update skip locked limit 1
      )
      returning id, job_id, agency_id, site_id, file_id, attempts, requested_by_account_id`);
  return (result as unknown as { rows: Claimed[] }).rows;
}

/**
 * Clears the lease while it is still one of `claimedAt` (the worker's own), and when the
 * database went away uncounts the attempt.
 */
export async function releaseImport(
  db: Database,
  id: number,
  claimedAt: Date[],
  lostDatabase: boolean | undefined,
) {
  await db
    .update(bulkImports)
    .set({
      claimedAt: null,
      ...(lostDatabase && { attempts: sql`greatest(${bulkImports.attempts} - 1, 0)` }),
    })
    .where(
      and(
        eq(bulkImports.id, id),
        eq(bulkImports.importFlag, IMPORT_FLAG.PROCESSING),
        inArray(bulkImports.claimedAt, claimedAt),
      ),
    );
}

/** Ends the import; the agency's webhooks hear of it in the same transaction (once). */
export async function finishImport(db: Database, id: number, flag: ImportFlag, now: () => Date) {
  await db.transaction(async (tx) => {
    const at = now();
    const [finished] = await tx
      .update(bulkImports)
      .set({ importFlag: flag, finishedAt: at, claimedAt: null, updatedAt: at })
      .where(and(eq(bulkImports.id, id), eq(bulkImports.importFlag, IMPORT_FLAG.PROCESSING)))
      .returning({
        agencyId: bulkImports.agencyId,
        siteId: bulkImports.siteId,
        jobId: bulkImports.jobId,
      });
    if (!finished) return;
    const failedRows = await tx.$count(
      bulkImportRows,
      and(eq(bulkImportRows.importId, id), eq(bulkImportRows.status, 'failed')),
    );
    await emitWebhookEvent(
      tx,
      finished.agencyId,
      'bulk_import.finished',
      {
        siteId: finished.siteId,
        importId: id,
        jobId: finished.jobId,
        result:
          flag === IMPORT_FLAG.COMPLETED
            ? 'succeeded'
            : flag === IMPORT_FLAG.PARTIALLY_FAILED
              ? 'partially_failed'
              : 'failed',
        failedRows,
        finishedAt: at.toISOString(),
      },
      at,
    );
  });
}

/** The row numbers of the import that have a result. */
export function doneRowNumbers(db: Database, importId: number) {
  return db
    .select({ rowNumber: bulkImportRows.rowNumber })
    .from(bulkImportRows)
    .where(eq(bulkImportRows.importId, importId));
}

/** Renews the lease with the chunk's transaction: a live worker is never taken over. */
export async function renewLease(tx: Tx, importId: number, claimedAt: Date) {
  await tx.update(bulkImports).set({ claimedAt }).where(eq(bulkImports.id, importId));
}

export function countFailedRows(db: Database, importId: number) {
  return db.$count(
    bulkImportRows,
    and(eq(bulkImportRows.importId, importId), eq(bulkImportRows.status, 'failed')),
  );
}
