// The SQL of one bulk chunk (chunk.ts): the referrals it creates, their answers, and the row
// results written last under the unique (import, row key). The referrals it finds are
// refer-queries.ts' (referredApplicants), as one referral's are.
import { sql } from 'drizzle-orm';
import { candidateAnswers, candidates } from '../../db/schema/applicants';
import { bulkFailedCandidates, bulkImportRows } from '../../db/schema/bulk-imports';
import type { AuthContext } from '../../plugins/auth-guard';
import type { Tx } from '../referrals/refer-service';
import { rowsOf } from './applicants-queries';

/** One referral per applicant id (a JSON array of ids), in one statement. */
export async function insertCandidates(
  tx: Tx,
  auth: AuthContext,
  jobId: number,
  referrals: string,
) {
  return rowsOf<{ id: number; applicant_id: number }>(
    await tx.execute(sql`
        insert into ${candidates} (applicant_id, job_id, agency_id, site_id, referred_by_account_id)
        select x.a::int, ${jobId}, ${auth.agencyId}, ${auth.siteId}, ${auth.accountId || null}::int
        from jsonb_array_elements_text(${referrals}::jsonb) as x(a)
        returning id, applicant_id`),
  );
}

export async function insertCandidateAnswers(
  tx: Tx,
  answers: { candidateId: number; answerKey: string; value: unknown }[],
) {
  await tx.execute(sql`
        insert into ${candidateAnswers} (candidate_id, answer_key, value)
        select x.c, x.k, x.v from jsonb_to_recordset(${JSON.stringify(
          answers.map((a) => ({ c: a.candidateId, k: a.answerKey, v: a.value })),
        )}::jsonb) as x(c int, k text, v jsonb)`);
}

export async function insertRowResults(tx: Tx, rows: (typeof bulkImportRows.$inferInsert)[]) {
  await tx.insert(bulkImportRows).values(rows);
}

export async function insertFailedCandidates(
  tx: Tx,
  rows: (typeof bulkFailedCandidates.$inferInsert)[],
) {
  await tx.insert(bulkFailedCandidates).values(rows);
}
