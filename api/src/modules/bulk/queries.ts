// The SQL of the bulk referral's queue, history and result list (service.ts): the import rows of
// a job, the failed rows the agency sees, clearing them, and the counts and a page of an import's
// row results.
import { IMPORT_FLAG } from '@portal/shared/enums';
import { and, asc, desc, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { BulkPossibleDuplicate, FailedCandidate } from '@portal/shared/contract/bulk';
import { BULK_RESULT_PAGE, type BulkResultFilter } from '@portal/shared/contract/bulk-rules';
import { applicantKanjiName, applicantOfCandidate } from '../../db/join-queries';
import type { Database } from '../../db/client';
import { applicants, candidates } from '../../db/schema/applicants';
import { bulkFailedCandidates, bulkImportRows, bulkImports } from '../../db/schema/bulk-imports';
import type { AuthContext } from '../../plugins/auth-guard';
import type { Tx } from '../referrals/refer-service';

/** The agency's import of the job in progress, locked; undefined when there is none. */
export async function lockProcessingImport(tx: Tx, auth: AuthContext, jobId: number) {
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
  return busy;
}

export async function insertImport(tx: Tx, values: typeof bulkImports.$inferInsert) {
  const [created] = await tx.insert(bulkImports).values(values).returning({ id: bulkImports.id });
  return created;
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

/** The agency's imports of the job whose history is not cleared, locked. */
export function lockVisibleImports(tx: Tx, auth: AuthContext, jobId: number) {
  return tx
    .select({ id: bulkImports.id, flag: bulkImports.importFlag })
    .from(bulkImports)
    .where(visibleImports(auth, jobId))
    .for('update');
}

/** The imports' failed rows go and their history is cleared (never of one in progress). */
export async function clearImports(tx: Tx, ids: number[], now: Date) {
  await tx.delete(bulkFailedCandidates).where(inArray(bulkFailedCandidates.importId, ids));
  await tx
    .update(bulkImports)
    .set({ historyClearedAt: now, updatedAt: now })
    .where(and(inArray(bulkImports.id, ids), ne(bulkImports.importFlag, IMPORT_FLAG.PROCESSING)));
}

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
