// 重複をまとめる (issue 21): the main account merges one applicant of the agency (the source) into
// another (the kept one). In ONE transaction the source's referrals move to the kept applicant
// (and with them their messages, files, answers, event entries and schedules, which hang off the
// referral), the merge is recorded with who and when, earlier merges into the source point to the
// kept one, and the source row is removed: its id then answers the kept one. Never across agencies
// or sites (404), never losing a message (nothing is deleted but the empty applicant row).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MergeCounts, MergePreview } from '@portal/shared/contract/applicants';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema/agencies';
import { applicantMerges, applicants } from '../../db/schema/applicants';
import type { AuthContext } from '../../plugins/auth-guard';
import { HttpError, notFound, validationError } from '../../plugins/http-errors';
import { rowsOf } from '../../jobs/bulk-applicants';
import { lockKey, personKey, personLockKey } from '../referrals/refer-service';
import { readApplicant } from './queries';
import { auditOf, recordAudit } from '../../audit/record';

export const MERGE_MAIN_ONLY_MESSAGE = '候補者をまとめられるのはメインアカウントのみです';
export const MERGE_SAME_MESSAGE = '同じ候補者同士はまとめられません';
export const MERGE_NOT_FOUND_MESSAGE = '候補者が見つかりません';

async function requireMainAccount(db: Pick<Database, 'select'>, auth: AuthContext) {
  const [account] = await db
    .select({ kind: accounts.kind })
    .from(accounts)
    .where(and(eq(accounts.id, auth.accountId), eq(accounts.agencyId, auth.agencyId)));
  if (account?.kind !== 'main') throw new HttpError(403, MERGE_MAIN_ONLY_MESSAGE);
}

/** What moves with the source applicant's referrals. */
async function countMoves(db: Pick<Database, 'execute'>, sourceId: number): Promise<MergeCounts> {
  const [row] = rowsOf<Record<keyof MergeCounts, number | string>>(
    await db.execute(sql`
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
          where c.applicant_id = ${sourceId}) as "eventEntries"`),
  );
  return {
    referrals: Number(row.referrals),
    messages: Number(row.messages),
    files: Number(row.files),
    eventEntries: Number(row.eventEntries),
  };
}

function checkPair(keptId: number, sourceId: number) {
  if (keptId === sourceId) {
    throw validationError({ sourceApplicantId: [MERGE_SAME_MESSAGE] });
  }
}

export async function mergePreview(
  db: Database,
  auth: AuthContext,
  keptId: number,
  sourceId: number,
): Promise<MergePreview> {
  await requireMainAccount(db, auth);
  checkPair(keptId, sourceId);
  const [kept, source] = await Promise.all([
    readApplicant(db, auth, keptId),
    readApplicant(db, auth, sourceId),
  ]);
  if (!kept || !source) throw notFound(MERGE_NOT_FOUND_MESSAGE);
  return { kept, source, moves: await countMoves(db, sourceId) };
}

export async function mergeApplicants(
  db: Database,
  auth: AuthContext,
  keptId: number,
  sourceId: number,
): Promise<{ keptApplicantId: number; moved: MergeCounts }> {
  await requireMainAccount(db, auth);
  checkPair(keptId, sourceId);
  return db.transaction(async (tx) => {
    const both = await tx
      .select()
      .from(applicants)
      .where(
        and(
          inArray(applicants.id, [keptId, sourceId]),
          eq(applicants.agencyId, auth.agencyId),
          eq(applicants.siteId, auth.siteId),
        ),
      )
      .orderBy(applicants.id)
      .for('update');
    const source = both.find((row) => row.id === sourceId);
    if (both.length !== 2 || !source) throw notFound(MERGE_NOT_FOUND_MESSAGE);
    // A referral linking to the source by phone and e-mail holds this lock until it commits:
    // its referral is moved too, and a later one finds only the kept applicant.
    await lockKey(tx, personLockKey(personKey(auth, source.phone, source.email)));
    const moved = await countMoves(tx, sourceId);
    await tx.execute(sql`update candidates set applicant_id = ${keptId}, updated_at = now()
      where applicant_id = ${sourceId}`);
    await tx
      .update(applicantMerges)
      .set({ keptApplicantId: keptId })
      .where(eq(applicantMerges.keptApplicantId, sourceId));
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'applicant.merged',
      target: { type: 'applicant', id: keptId },
      applicantId: keptId,
      before: { sourceApplicantId: sourceId },
      after: { keptApplicantId: keptId },
    });
    await tx.insert(applicantMerges).values({
      agencyId: auth.agencyId,
      siteId: auth.siteId,
      sourceApplicantId: sourceId,
      keptApplicantId: keptId,
      mergedByAccountId: auth.accountId,
      source: {
        seiKanji: source.seiKanji,
        meiKanji: source.meiKanji,
        seiKana: source.seiKana,
        meiKana: source.meiKana,
        email: source.email,
        phone: source.phone,
        directMessageFlag: source.directMessageFlag,
        createdAt: source.createdAt.toISOString(),
      },
      moved,
    });
    await tx.delete(applicants).where(eq(applicants.id, sourceId));
    return { keptApplicantId: keptId, moved };
  });
}
