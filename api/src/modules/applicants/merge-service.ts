// 重複をまとめる (issue 21): the main account merges one applicant of the agency (the source) into
// another (the kept one). In ONE transaction the source's referrals move to the kept applicant
// (and with them their messages, files, answers, event entries and schedules, which hang off the
// referral), the merge is recorded with who and when, earlier merges into the source point to the
// kept one, and the source row is removed: its id then answers the kept one. Never across agencies
// or sites (404), never losing a message (nothing is deleted but the empty applicant row).
import type { MergeCounts, MergePreview } from '@portal/shared/contract/applicants';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/auth-guard';
import { HttpError, notFound, validationError } from '../../plugins/http-errors';
import { lockKey } from '../referrals/refer-queries';
import { personKey, personLockKey } from '../referrals/refer-service';
import {
  accountKind,
  countMoves,
  deleteApplicant,
  insertMerge,
  lockApplicantPair,
  moveReferrals,
  repointMerges,
} from './merge-queries';
import { readApplicant } from './queries';
import { auditOf, recordAudit } from '../../audit/record';

export const MERGE_MAIN_ONLY_MESSAGE = '候補者をまとめられるのはメインアカウントのみです';
export const MERGE_SAME_MESSAGE = '同じ候補者同士はまとめられません';
export const MERGE_NOT_FOUND_MESSAGE = '候補者が見つかりません';

async function requireMainAccount(db: Pick<Database, 'select'>, auth: AuthContext) {
  if ((await accountKind(db, auth)) !== 'main') throw new HttpError(403, MERGE_MAIN_ONLY_MESSAGE);
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
    const both = await lockApplicantPair(tx, auth, keptId, sourceId);
    const source = both.find((row) => row.id === sourceId);
    if (both.length !== 2 || !source) throw notFound(MERGE_NOT_FOUND_MESSAGE);
    // A referral linking to the source by phone and e-mail holds this lock until it commits:
    // its referral is moved too, and a later one finds only the kept applicant.
    await lockKey(tx, personLockKey(personKey(auth, source.phone, source.email)));
    const moved = await countMoves(tx, sourceId);
    await moveReferrals(tx, sourceId, keptId);
    await repointMerges(tx, sourceId, keptId);
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'applicant.merged',
      target: { type: 'applicant', id: keptId },
      applicantId: keptId,
      before: { sourceApplicantId: sourceId },
      after: { keptApplicantId: keptId },
    });
    await insertMerge(tx, {
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
    await deleteApplicant(tx, sourceId);
    return { keptApplicantId: keptId, moved };
  });
}
