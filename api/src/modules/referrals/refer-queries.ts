// SQL of one referral (refer-service.ts): the advisory lock, the agency's applicant (given, or the
// same person by phone and e-mail keys, or a new one), the referral itself and its answers.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { emailKey, phoneKey } from '@portal/shared/rules/identity';
import type { Database } from '../../db/client';
import { ownedBy } from '../../db/owned-queries';
import { applicants, candidateAnswers, candidates } from '../../db/schema/applicants';
import type { AuthContext } from '../../plugins/auth-guard';

/** Waits for the transaction-scoped advisory lock on `key` (released at commit or rollback). */
export async function lockKey(tx: Pick<Database, 'execute'>, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The first of the agency's applicants on this site that meets the conditions, if any. */
async function agencyApplicantId(
  tx: Pick<Database, 'select'>,
  auth: AuthContext,
  ...conditions: SQL[]
): Promise<number | null> {
  const [row] = await tx
    .select({ id: applicants.id })
    .from(applicants)
    .where(and(ownedBy(applicants, auth), ...conditions))
    .orderBy(applicants.id)
    .limit(1);
  return row?.id ?? null;
}

/** The agency's applicant on this site with the same phone and e-mail keys, if any. */
export function findSamePerson(
  tx: Pick<Database, 'select'>,
  auth: AuthContext,
  phone: string,
  email: string,
): Promise<number | null> {
  return agencyApplicantId(
    tx,
    auth,
    eq(applicants.phoneKey, phoneKey(phone)),
    eq(applicants.emailKey, emailKey(email)),
  );
}

/** The applicant's id if it is the agency's on this site. */
export function findAgencyApplicant(
  tx: Pick<Database, 'select'>,
  auth: AuthContext,
  applicantId: number,
): Promise<number | null> {
  return agencyApplicantId(tx, auth, eq(applicants.id, applicantId));
}

export async function insertApplicant(
  tx: Pick<Database, 'insert'>,
  values: typeof applicants.$inferInsert,
): Promise<number> {
  const [created] = await tx.insert(applicants).values(values).returning({ id: applicants.id });
  return created.id;
}

/** Those of the applicants the agency already referred to the job (the bulk chunk's check). */
export function referredApplicants(
  tx: Pick<Database, 'select'>,
  jobId: number,
  agencyId: number,
  wanted: number[],
) {
  return tx
    .select({ applicantId: candidates.applicantId })
    .from(candidates)
    .where(
      and(
        eq(candidates.jobId, jobId),
        eq(candidates.agencyId, agencyId),
        inArray(candidates.applicantId, wanted),
      ),
    );
}

/** Whether the agency already referred the applicant to the job. */
export async function isReferred(
  tx: Pick<Database, 'select'>,
  agencyId: number,
  applicantId: number,
  jobId: number,
): Promise<boolean> {
  const [already] = await referredApplicants(tx, jobId, agencyId, [applicantId]).limit(1);
  return Boolean(already);
}

export async function insertCandidate(
  tx: Pick<Database, 'insert'>,
  values: typeof candidates.$inferInsert,
) {
  const [candidate] = await tx
    .insert(candidates)
    .values(values)
    .returning({ id: candidates.id, referredAt: candidates.referredAt });
  return candidate;
}

export async function insertAnswers(
  tx: Pick<Database, 'insert'>,
  rows: (typeof candidateAnswers.$inferInsert)[],
): Promise<void> {
  if (rows.length) await tx.insert(candidateAnswers).values(rows);
}
