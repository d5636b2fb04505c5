// The result list of a bulk referral (issue 21): every CSV row of the agency's latest import on
// a job (unless its history was cleared), referred or not, with the marks of the row's result:
// linked to an existing applicant (same normalised phone and e-mail) or flagged as a possible
// duplicate of another. Paged by row number; the counts are of the whole import.
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import {
  BULK_RESULT_PAGE,
  type BulkCellNote,
  type BulkPossibleDuplicate,
  type BulkResultFilter,
  type BulkResults,
} from '@portal/shared/contract/bulk';
import type { Database } from '../../db/client';
import { applicants, candidates } from '../../db/schema/applicants';
import { bulkImportRows } from '../../db/schema/bulk-imports';
import type { AuthContext } from '../../plugins/auth-guard';
import { fullName } from '../applicants/queries';
import { latestImport } from '../jobs/queries';

const linked = sql`${bulkImportRows.result} ? 'linkedApplicantId'`;
const flagged = sql`${bulkImportRows.result} ? 'possibleDuplicate'`;

const FILTERS: Record<BulkResultFilter, SQL | undefined> = {
  all: undefined,
  referred: eq(bulkImportRows.status, 'referred'),
  failed: eq(bulkImportRows.status, 'failed'),
  linked,
  flagged,
};

const EMPTY = { all: 0, referred: 0, failed: 0, linked: 0, flagged: 0 };

export async function bulkResults(
  db: Database,
  auth: AuthContext,
  jobId: number,
  query: { filter: BulkResultFilter; cursor?: number },
): Promise<BulkResults> {
  const latest = await latestImport(db, auth, jobId);
  if (!latest) return { import: null, counts: EMPTY, rows: [], nextCursor: null };
  const [counts] = await db
    .select({
      all: sql<number>`count(*)::int`,
      referred: sql<number>`(count(*) filter (where ${FILTERS.referred}))::int`,
      failed: sql<number>`(count(*) filter (where ${FILTERS.failed}))::int`,
      linked: sql<number>`(count(*) filter (where ${linked}))::int`,
      flagged: sql<number>`(count(*) filter (where ${flagged}))::int`,
    })
    .from(bulkImportRows)
    .where(eq(bulkImportRows.importId, latest.id));
  const rows = await db
    .select({
      rowNumber: bulkImportRows.rowNumber,
      status: bulkImportRows.status,
      result: bulkImportRows.result,
      candidateId: bulkImportRows.candidateId,
      applicantId: candidates.applicantId,
      seiKanji: applicants.seiKanji,
      meiKanji: applicants.meiKanji,
    })
    .from(bulkImportRows)
    .leftJoin(candidates, eq(candidates.id, bulkImportRows.candidateId))
    .leftJoin(applicants, eq(applicants.id, candidates.applicantId))
    .where(
      and(
        eq(bulkImportRows.importId, latest.id),
        FILTERS[query.filter],
        query.cursor ? gt(bulkImportRows.rowNumber, query.cursor) : undefined,
      ),
    )
    .orderBy(asc(bulkImportRows.rowNumber), asc(bulkImportRows.id))
    .limit(BULK_RESULT_PAGE + 1);
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
