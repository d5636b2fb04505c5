// SQL of 重複をまとめる (merge-service.ts): the account's kind, what moves with the source
// applicant's referrals, and the writes of the merge (inside the service's transaction).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MergeCounts } from '@portal/shared/contract/applicants';
import type { Database } from '../../db/client';
import { ownedBy } from '../../db/owned-queries';
import { accounts } from '../../db/schema/agencies';
import { applicantMerges, applicants } from '../../db/schema/applicants';
import type { AuthContext } from '../../plugins/auth-guard';
import { selectRows } from '../../db/rows-queries';

/** The signed-in account's kind ('main' or 'sub'), if it is the agency's. */
export async function accountKind(db: Pick<Database, 'select'>, auth: AuthContext) {
  const [account] = await db
    .select({ kind: accounts.kind })
    .from(accounts)
    .where(and(eq(accounts.id, auth.accountId), eq(accounts.agencyId, auth.agencyId)));
  return account?.kind;
}

/** What moves with the source applicant's referrals. */
export async function countMoves(
  db: Pick<Database, 'execute'>,
  sourceId: number,
): Promise<MergeCounts> {
  const [row] = await selectRows<Record<keyof MergeCounts, number | string>>(
    db,
    sql`
      select
        (select count(*) from candidates c where c.applicant_id = ${sourceId}) as "referrals",
        (select count(*) from candidate_messages m join candidates c on c.id = m.candidate_id
          where c.applicant_id = ${sourceId}) as "messages",
        (select count(*) from es_files f join candidates c on c.id = f.candidate_id
          where c.applicant_id = ${sourceId})
        + (select count(*) from candidate_message_attachments a
            join candidate_messages m on m.id = a.message_id
            join candidates c on c.id = m.candidate_id
          where c.applicant_id = ${sourceId}) as "files",
        (select count(*) from event_entries e join candidates c on c.id = e.candidate_id
          where c.applicant_id = ${sourceId}) as "eventEntries"`,
  );
  return {
    referrals: Number(row.referrals),
    messages: Number(row.messages),
    files: Number(row.files),
    eventEntries: Number(row.eventEntries),
  };
}

/** Those of the two applicants that are the agency's on this site, locked for the merge. */
export function lockApplicantPair(
  tx: Pick<Database, 'select'>,
  auth: AuthContext,
  keptId: number,
  sourceId: number,
) {
  return tx
    .select()
    .from(applicants)
    .where(and(inArray(applicants.id, [keptId, sourceId]), ownedBy(applicants, auth)))
    .orderBy(applicants.id)
    .for('update');
}

/** The source's referrals (and all that hangs off them) become the kept applicant's. */
export async function moveReferrals(
  tx: Pick<Database, 'execute'>,
  sourceId: number,
  keptId: number,
): Promise<void> {
  await tx.execute(sql`update candidates set applicant_id = ${keptId}, updated_at = now()
      where applicant_id = ${sourceId}`);
}

/** Earlier merges into the source now point to the kept applicant. */
export async function repointMerges(
  tx: Pick<Database, 'update'>,
  sourceId: number,
  keptId: number,
): Promise<void> {
  await tx
    .update(applicantMerges)
    .set({ keptApplicantId: keptId })
    .where(eq(applicantMerges.keptApplicantId, sourceId));
}

export async function insertMerge(
  tx: Pick<Database, 'insert'>,
  values: typeof applicantMerges.$inferInsert,
): Promise<void> {
  await tx.insert(applicantMerges).values(values);
}

export async function deleteApplicant(
  tx: Pick<Database, 'delete'>,
  applicantId: number,
): Promise<void> {
  await tx.delete(applicants).where(eq(applicants.id, applicantId));
}
