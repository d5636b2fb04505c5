// Enqueueing a bulk referral (the CSV is checked, stored and an import row with flag 1 created
// in one transaction), "delete history" (refused while an import is in progress) and the result
// list of the agency's latest import. Their SQL and the failed rows the agency sees are in
// queries.ts.
import type {
  BulkCellNote,
  BulkPossibleDuplicate,
  BulkResults,
} from '@portal/shared/contract/bulk';
import { BULK_RESULT_PAGE, type BulkResultFilter } from '@portal/shared/contract/bulk-rules';
import { IMPORT_FLAG } from '@portal/shared/enums';
import { auditOf, recordAudit } from '../../audit/record';
import type { Database } from '../../db/client';
import type { FileStore } from '../../files/file-store';
import type { AuthContext } from '../../plugins/auth-guard';
import { validationError } from '../../plugins/http-errors';
import { fullName } from '../applicants/queries';
import { formFieldsOf, latestImport } from '../jobs/queries';
import { CsvFormatError, parseCsv } from './csv';
import {
  clearImports,
  importCounts,
  importRows,
  insertImport,
  lockProcessingImport,
  lockVisibleImports,
} from './queries';

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
    if (imports.some((row) => row.flag === IMPORT_FLAG.PROCESSING))
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

const EMPTY = { all: 0, referred: 0, failed: 0, linked: 0, flagged: 0 };

/**
 * The result list of a bulk referral (issue 21): every CSV row of the agency's latest import on
 * a job (unless its history was cleared), referred or not, with the marks of the row's result:
 * linked to an existing applicant (same normalised phone and e-mail) or flagged as a possible
 * duplicate of another. Paged by row number; the counts are of the whole import.
 */
export async function bulkResults(
  db: Database,
  auth: AuthContext,
  jobId: number,
  query: { filter: BulkResultFilter; cursor?: number },
): Promise<BulkResults> {
  const latest = await latestImport(db, auth, jobId);
  if (!latest) return { import: null, counts: EMPTY, rows: [], nextCursor: null };
  const counts = await importCounts(db, latest.id);
  const rows = await importRows(db, latest.id, query);
  const page = rows.slice(0, BULK_RESULT_PAGE);
  return {
    import: {
      id: latest.id,
      fileName: latest.fileName,
      importFlag: latest.importFlag,
      totalRows: latest.totalRows,
      createdAt: latest.createdAt.toISOString(),
    },
    counts: { ...EMPTY, ...counts },
    rows: page.map((row) => {
      const result = row.result as {
        fullNameKanji?: string;
        schoolName?: string;
        ngMessage?: string;
        linkedApplicantId?: number;
        possibleDuplicate?: BulkPossibleDuplicate;
        notes?: BulkCellNote[];
      };
      const applicantName =
        row.seiKanji !== null && row.meiKanji !== null ? fullName(row.seiKanji, row.meiKanji) : '';
      return {
        rowNumber: row.rowNumber,
        status: row.status,
        // Rows written before issue 21 kept no name: the referred applicant's.
        fullNameKanji: result.fullNameKanji ?? applicantName,
        schoolName: result.schoolName ?? '',
        ngMessage: row.status === 'failed' ? (result.ngMessage ?? '紹介できませんでした') : null,
        candidateId: row.candidateId,
        applicantId: row.applicantId,
        linkedApplicantId: result.linkedApplicantId ?? null,
        possibleDuplicate: result.possibleDuplicate ?? null,
        notes: result.notes ?? [],
      };
    }),
    nextCursor: rows.length > BULK_RESULT_PAGE ? page[page.length - 1].rowNumber : null,
  };
}
