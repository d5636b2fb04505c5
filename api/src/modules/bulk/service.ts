// Enqueueing a bulk referral (the CSV is checked, stored and an import row with flag 1 created
// in one transaction) and "delete history" (refused while an import is in progress). Their SQL
// and the failed rows the agency sees are in queries.ts.
import { IMPORT_FLAG } from '@portal/shared/enums';
import { auditOf, recordAudit } from '../../audit/record';
import type { Database } from '../../db/client';
import type { FileStore } from '../../files/file-store';
import type { AuthContext } from '../../plugins/auth-guard';
import { validationError } from '../../plugins/http-errors';
import { formFieldsOf } from '../jobs/queries';
import { CsvFormatError, parseCsv } from './csv';
import { clearImports, insertImport, lockProcessingImport, lockVisibleImports } from './queries';

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
    const busy = await lockProcessingImport(tx, auth, jobId);
    if (busy) throw validationError({ file: [PROCESSING_MESSAGE] });
    const [fileId] = await store.saveAll(auth.agencyId, [upload], tx);
    const created = await insertImport(tx, {
      jobId,
      agencyId: auth.agencyId,
      siteId: auth.siteId,
      fileId,
      fileName: upload.name,
      totalRows,
      importFlag: IMPORT_FLAG.PROCESSING,
      requestedByAccountId: auth.accountId,
    });
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'referral.bulk_requested',
      target: { type: 'bulk_import', id: created.id },
      after: { jobId, fileName: upload.name, totalRows },
    });
    return { importId: created.id, totalRows };
  });
}

/** Clears the finished history (flag and failed rows); an import in progress is refused. */
export async function clearHistory(db: Database, auth: AuthContext, jobId: number, now: Date) {
  await db.transaction(async (tx) => {
    const imports = await lockVisibleImports(tx, auth, jobId);
    if (imports.some((row) => row.flag === 1))
      throw validationError({ file: [PROCESSING_MESSAGE] });
    const ids = imports.map((row) => row.id);
    if (ids.length) {
      await clearImports(tx, ids, now);
    }
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'referral.bulk_history_cleared',
      target: { type: 'job', id: jobId },
      before: { imports: ids.length },
    });
  });
}
