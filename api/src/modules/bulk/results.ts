// The result list of a bulk referral (issue 21): every CSV row of the agency's latest import on
// a job (unless its history was cleared), referred or not, with the marks of the row's result:
// linked to an existing applicant (same normalised phone and e-mail) or flagged as a possible
// duplicate of another. Paged by row number; the counts are of the whole import.
import type {
  BulkCellNote,
  BulkPossibleDuplicate,
  BulkResults,
} from '@portal/shared/contract/bulk';
import { BULK_RESULT_PAGE, type BulkResultFilter } from '@portal/shared/contract/bulk-rules';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/auth-guard';
import { fullName } from '../applicants/queries';
import { latestImport } from '../jobs/queries';
import { importCounts, importRows } from './results-queries';

const EMPTY = { all: 0, referred: 0, failed: 0, linked: 0, flagged: 0 };

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
