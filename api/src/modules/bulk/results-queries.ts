// The SQL of the bulk result list (results.ts): the counts of an import's rows and a page of them.
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { BULK_RESULT_PAGE, type BulkResultFilter } from '@portal/shared/contract/bulk-rules';
import { applicantKanjiName, applicantOfCandidate } from '../../db/join-queries';
import type { Database } from '../../db/client';
import { applicants, candidates } from '../../db/schema/applicants';
import { bulkImportRows } from '../../db/schema/bulk-imports';

const linked = sql`${bulkImportRows.result} ? 'linkedApplicantId'`;
const flagged = sql`${bulkImportRows.result} ? 'possibleDuplicate'`;

const FILTERS: Record<BulkResultFilter, SQL | undefined> = {
  all: undefined,
  referred: eq(bulkImportRows.status, 'referred'),
  failed: eq(bulkImportRows.status, 'failed'),
  linked,
  flagged,
};

export async function importCounts(db: Database, importId: number) {
  const [counts] = await db
    .select({
      all: sql<number>`count(*)::int`,
      referred: sql<number>`(count(*) filter (where ${FILTERS.referred}))::int`,
      failed: sql<number>`(count(*) filter (where ${FILTERS.failed}))::int`,
      linked: sql<number>`(count(*) filter (where ${linked}))::int`,
      flagged: sql<number>`(count(*) filter (where ${flagged}))::int`,
    })
    .from(bulkImportRows)
    .where(eq(bulkImportRows.importId, importId));
  return counts;
}

/** A page of the import's rows (one more than a page: whether there is a next one). */
export function importRows(
  db: Database,
  importId: number,
  query: { filter: BulkResultFilter; cursor?: number },
) {
  return db
    .select({
      rowNumber: bulkImportRows.rowNumber,
      status: bulkImportRows.status,
      result: bulkImportRows.result,
      candidateId: bulkImportRows.candidateId,
      applicantId: candidates.applicantId,
      ...applicantKanjiName,
    })
    .from(bulkImportRows)
    .leftJoin(candidates, eq(candidates.id, bulkImportRows.candidateId))
    .leftJoin(applicants, applicantOfCandidate)
    .where(
      and(
        eq(bulkImportRows.importId, importId),
        FILTERS[query.filter],
        query.cursor ? gt(bulkImportRows.rowNumber, query.cursor) : undefined,
      ),
    )
    .orderBy(asc(bulkImportRows.rowNumber), asc(bulkImportRows.id))
    .limit(BULK_RESULT_PAGE + 1);
}
