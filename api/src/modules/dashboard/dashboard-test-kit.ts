// Test helper of the dashboard: referrals inserted directly at the suite's clock (the tasks and
// 回答待ち count from when a referral was made).
import type { Database } from '../../db/client';
import { applicants, candidates } from '../../db/schema/applicants';

/** A new applicant of the agency on site 25, referred to the job at `at` (status 選考前). */
export async function insertReferral(
  db: Database,
  referral: { agencyId: number; jobId: number; referredByAccountId: number; at: Date },
  person: Pick<
    typeof applicants.$inferInsert,
    'seiKanji' | 'meiKanji' | 'seiKana' | 'meiKana' | 'email' | 'phone'
  >,
): Promise<{ applicantId: number; candidateId: number }> {
  const { agencyId, jobId, referredByAccountId, at } = referral;
  const [applicant] = await db
    .insert(applicants)
    .values({ agencyId, siteId: '25', ...person })
    .returning({ id: applicants.id });
  const [candidate] = await db
    .insert(candidates)
    .values({
      applicantId: applicant.id,
      jobId,
      agencyId,
      siteId: '25',
      referredAt: at,
      referredByAccountId,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: candidates.id });
  return { applicantId: applicant.id, candidateId: candidate.id };
}
