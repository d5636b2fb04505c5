// One referral inside one transaction: the applicant is the given one, or the agency's applicant
// on this site with the same phone AND e-mail (their identity keys), or a new one. Advisory locks on the person and on
// (applicant, job) make concurrent submissions of one person create one applicant and one
// referral; the answers and files are stored in the same transaction.
import type { FileAnswer } from '@portal/shared/contract/referrals';
import { emailKey, phoneKey } from '@portal/shared/rules/identity';
import { aboutCandidate, auditOf, recordAudit } from '../../audit/record';
import type { Database } from '../../db/client';
import type { FileStore } from '../../files/file-store';
import type { UploadedFile } from '../../files/upload-rules';
import type { AuthContext } from '../../plugins/auth-guard';
import { HttpError, notFound, validationError } from '../../plugins/http-errors';
import { identityOf, type PlainAnswer } from './answers';
import {
  findAgencyApplicant,
  findSamePerson,
  insertAnswers,
  insertApplicant,
  insertCandidate,
  isReferred,
  lockKey,
} from './refer-queries';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const ALREADY_REFERRED_MESSAGE = 'この候補者は既にこの求人に紹介されています';

/**
 * Identifies one person (the duplicate rule: same phone AND e-mail in the agency and site), on
 * the keys of @portal/shared/rules/identity: ０９０-１２３４-５６７８ and +81 90 1234 5678 are one.
 */
export const personKey = (auth: AuthContext, phone: string, email: string) =>
  `applicant:${auth.agencyId}:${auth.siteId}:${phoneKey(phone)}:${emailKey(email)}`;

/**
 * Locks are taken per bucket, not per person: a bulk chunk of hundreds of people then holds at
 * most LOCK_BUCKETS locks per kind (the lock table is small, PGlite's smaller still); two people
 * in one bucket only wait for each other.
 */
export const LOCK_BUCKETS = 16;
function bucketOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619) >>> 0;
  return hash % LOCK_BUCKETS;
}
export const personLockKey = (person: string) =>
  `${person.split(':').slice(0, 3).join(':')}:${bucketOf(person)}`;
export const candidateLockKey = (applicantId: number, jobId: number) =>
  `candidate:${jobId}:${applicantId % LOCK_BUCKETS}`;

async function resolveApplicant(
  tx: Tx,
  auth: AuthContext,
  applicantId: number | null,
  answers: Map<string, PlainAnswer>,
): Promise<number> {
  if (applicantId !== null) {
    const found = await findAgencyApplicant(tx, auth, applicantId);
    if (found === null) throw notFound();
    return found;
  }
  const identity = identityOf(answers);
  await lockKey(tx, personLockKey(personKey(auth, identity.phone, identity.email)));
  const existing = await findSamePerson(tx, auth, identity.phone, identity.email);
  if (existing !== null) return existing;
  const created = await insertApplicant(tx, {
    ...identity,
    agencyId: auth.agencyId,
    siteId: auth.siteId,
  });
  await recordAudit(tx, {
    ...auditOf(auth),
    action: 'applicant.created',
    target: { type: 'applicant', id: created },
    applicantId: created,
    after: identity,
  });
  return created;
}

export const fileAnswerPath = (candidateId: number, fileId: number) =>
  `candidates/${candidateId}/ef-files/${fileId}/download`;

/** Stores the uploads of each file field; answers the file answers by key. */
export async function storeFileAnswers(
  tx: Tx,
  store: FileStore,
  agencyId: number,
  candidateId: number,
  files: Map<string, UploadedFile[]>,
): Promise<Map<string, FileAnswer[]>> {
  const result = new Map<string, FileAnswer[]>();
  for (const [key, uploads] of files) {
    const ids = await store.saveAll(agencyId, uploads, tx);
    result.set(
      key,
      ids.map((fileId, i) => ({
        fileId,
        fileViewName: uploads[i].name,
        path: fileAnswerPath(candidateId, fileId),
      })),
    );
  }
  return result;
}

export interface ReferralInput {
  jobId: number;
  applicantId: number | null;
  answers: Map<string, PlainAnswer>;
  files: Map<string, UploadedFile[]>;
}

export async function referCandidate(
  tx: Tx,
  store: FileStore,
  auth: AuthContext,
  input: ReferralInput,
): Promise<{ candidateId: number; applicantId: number }> {
  const applicantId = await resolveApplicant(tx, auth, input.applicantId, input.answers);
  await lockKey(tx, candidateLockKey(applicantId, input.jobId));
  if (await isReferred(tx, auth.agencyId, applicantId, input.jobId)) {
    throw validationError({ introductionApplicantId: [ALREADY_REFERRED_MESSAGE] });
  }
  const candidate = await insertCandidate(tx, {
    applicantId,
    jobId: input.jobId,
    agencyId: auth.agencyId,
    siteId: auth.siteId,
    referredByAccountId: auth.accountId,
  });
  await recordAudit(tx, {
    ...aboutCandidate(auth, { id: candidate.id, applicantId }),
    action: 'referral.created',
    target: { type: 'candidate', id: candidate.id },
    after: { jobId: input.jobId, referredAt: candidate.referredAt },
  });
  const fileAnswers = await storeFileAnswers(tx, store, auth.agencyId, candidate.id, input.files);
  const rows = [...input.answers, ...fileAnswers].map(([answerKey, value]) => ({
    candidateId: candidate.id,
    answerKey,
    value,
  }));
  await insertAnswers(tx, rows);
  return { candidateId: candidate.id, applicantId };
}

export const OUTSIDE_WINDOW_MESSAGE = 'この求人は募集期間外のため紹介できません';
export const outsideWindow = () =>
  new HttpError(422, OUTSIDE_WINDOW_MESSAGE, { job: [OUTSIDE_WINDOW_MESSAGE] });
