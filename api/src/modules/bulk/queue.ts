// Enqueueing a bulk referral (the CSV is checked, stored and an import row with flag 1 created
// in one transaction) and the history the agency sees: failed rows and "delete history".
import { IMPORT_FLAG } from '@portal/shared/enums';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { BulkPossibleDuplicate, FailedCandidate } from '@portal/shared/contract/bulk';
import { auditOf, recordAudit } from '../../audit/record';
import type { Database } from '../../db/client';
import { bulkFailedCandidates, bulkImportRows, bulkImports } from '../../db/schema/bulk-imports';
import type { FileStore } from '../../files/file-store';
import type { AuthContext } from '../../plugins/auth-guard';
import { validationError } from '../../plugins/http-errors';
import { formFieldsOf } from '../jobs/queries';
import { CsvFormatError, parseCsv } from './csv';

export const PROCESSING_MESSAGE = '現在、一括紹介の処理中です。完了までお待ちください。';

export async function enqueueBulkImport(
  db: Database,
  store: FileStore,
  auth: AuthContext,
  jobId: number,
  upload: { name: string; content: Buffer },
): Promise<{ importId: number; totalRows: number }> {
  const fields = await formFieldsOf(db, jobId);
  let totalRows: number;
  try {
    totalRows = parseCsv(upload.content, fields).rows.length;
  } catch (error) {
    if (error instanceof CsvFormatError) throw validationError({ file: [error.message] });
    throw error;
  }
  return db.transaction(async (tx) => {
    const [busy] = await tx
      .select({ id: bulkImports.id })
      .from(bulkImports)
      .where(
        and(
          eq(bulkImports.jobId, jobId),
          eq(bulkImports.agencyId, auth.agencyId),
          eq(bulkImports.importFlag, IMPORT_FLAG.PROCESSING),
        ),
      )
      .for('update');
    if (busy) throw validationError({ file: [PROCESSING_MESSAGE] });
    const [fileId] = await store.saveAll(auth.agencyId, [upload], tx);
    const [created] = await tx
      .insert(bulkImports)
      .values({
        jobId,
        agencyId: auth.agencyId,
        siteId: auth.siteId,
        fileId,
        fileName: upload.name,
        totalRows,
        importFlag: IMPORT_FLAG.PROCESSING,
        requestedByAccountId: auth.accountId,
      })
      .returning({ id: bulkImports.id });
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'referral.bulk_requested',
      target: { type: 'bulk_import', id: created.id },
      after: { jobId, fileName: upload.name, totalRows },
    });
    return { importId: created.id, totalRows };
  });
}

export const visibleImports = (auth: AuthContext, jobId: number) =>
  and(
    eq(bulkImports.jobId, jobId),
    eq(bulkImports.agencyId, auth.agencyId),
    isNull(bulkImports.historyClearedAt),
  );

export async function failedCandidates(
  db: Database,
  auth: AuthContext,
  jobId: number,
): Promise<FailedCandidate[]> {
  const rows = await db
    .select({
      id: bulkFailedCandidates.id,
      rowNumber: bulkFailedCandidates.rowNumber,
      fullNameKanji: bulkFailedCandidates.fullNameKanji,
      schoolName: bulkFailedCandidates.schoolName,
      ngMessage: bulkFailedCandidates.ngMessage,
      entryDate: bulkFailedCandidates.entryDate,
      // The row's result keeps the ids as they were (a merge removes the linked applicant's
      // row, and the column with it, but its id still leads to the kept one).
      linkedApplicantId: sql<
        number | null
      >`coalesce(${bulkFailedCandidates.linkedApplicantId}, (${bulkImportRows.result}->>'linkedApplicantId')::int)`,
      possibleDuplicate: sql<BulkPossibleDuplicate | null>`${bulkImportRows.result}->'possibleDuplicate'`,
    })
    .from(bulkFailedCandidates)
    .innerJoin(bulkImports, eq(bulkImports.id, bulkFailedCandidates.importId))
    .leftJoin(
      bulkImportRows,
      and(
        eq(bulkImportRows.importId, bulkFailedCandidates.importId),
        eq(bulkImportRows.rowNumber, bulkFailedCandidates.rowNumber),
      ),
    )
    .where(visibleImports(auth, jobId))
    .orderBy(desc(bulkImports.id), bulkFailedCandidates.rowNumber, bulkFailedCandidates.id);
  return rows.map((row) => ({
    ...row,
    linkedApplicantId: row.linkedApplicantId === null ? null : Number(row.linkedApplicantId),
    possibleDuplicate: row.possibleDuplicate ?? null,
    entryDate: row.entryDate.toISOString(),
  }));
}

/** Clears the finished history (flag and failed rows); an import in progress is refused. */
export async function clearHistory(db: Database, auth: AuthContext, jobId: number, now: Date) {
  await db.transaction(async (tx) => {
    const imports = await tx
      .select({ id: bulkImports.id, flag: bulkImports.importFlag })
      .from(bulkImports)
      .where(visibleImports(auth, jobId))
      .for('update');
    if (imports.some((row) => row.flag === 1))
      throw validationError({ file: [PROCESSING_MESSAGE] });
    const ids = imports.map((row) => row.id);
    if (ids.length) {
      await tx.delete(bulkFailedCandidates).where(inArray(bulkFailedCandidates.importId, ids));
      await tx
        .update(bulkImports)
        .set({ historyClearedAt: now, updatedAt: now })
        .where(
          and(inArray(bulkImports.id, ids), ne(bulkImports.importFlag, IMPORT_FLAG.PROCESSING)),
        );
    }
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'referral.bulk_history_cleared',
      target: { type: 'job', id: jobId },
      before: { imports: ids.length },
    });
  });
}
