// SQL of 紹介情報更新: the session agency's candidate with its job, its current answers, and the
// update itself (answers replaced, kept file answers untouched, a changed name renames the
// applicant), with its audit row, in one transaction.
import { and, eq, notInArray } from 'drizzle-orm';
import type { AnswerValue, FileAnswer } from '@portal/shared/contract/referrals';
import { aboutCandidate, changes, recordAudit } from '../../audit/record';
import { companyOfJob, jobOfCandidate } from '../../db/join-queries';
import type { Database } from '../../db/client';
import { ownedBy } from '../../db/owned-queries';
import { applicants, candidateAnswers, candidates } from '../../db/schema/applicants';
import { hiringCompanies } from '../../db/schema/companies';
import { jobs } from '../../db/schema/jobs';
import type { FileStore } from '../../files/file-store';
import { type AuthContext } from '../../plugins/auth-guard';
import { notFound } from '../../plugins/http-errors';
import { identityOf, type CheckedAnswers } from './answers';
import { storeFileAnswers } from './refer-service';

/** The candidate of the session's agency and site with its job and company, else 404. */
export async function referralCandidate(db: Database, auth: AuthContext, id: number) {
  const [row] = await db
    .select({
      id: candidates.id,
      jobId: candidates.jobId,
      applicantId: candidates.applicantId,
      companyId: jobs.companyId,
      jobName: jobs.jobName,
      jobDetail: jobs.detail,
      companyName: hiringCompanies.name,
    })
    .from(candidates)
    .leftJoin(jobs, jobOfCandidate)
    .leftJoin(hiringCompanies, companyOfJob)
    .where(and(eq(candidates.id, id), ownedBy(candidates, auth)));
  if (!row) throw notFound();
  return row;
}

export type ReferralCandidate = Awaited<ReturnType<typeof referralCandidate>>;

export async function answersOf(db: Database, candidateId: number) {
  const rows = await db
    .select({ key: candidateAnswers.answerKey, value: candidateAnswers.value })
    .from(candidateAnswers)
    .where(eq(candidateAnswers.candidateId, candidateId));
  return Object.fromEntries(rows.map((row) => [row.key, row.value as AnswerValue]));
}

export const isFileAnswer = (value: unknown): value is FileAnswer[] =>
  Array.isArray(value) && value.every((item) => typeof item?.fileId === 'number');

/** Answers as short texts for the audit summary (file answers by their names). */
function answerTexts(answers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(answers).map(([key, value]) => [
      key,
      isFileAnswer(value)
        ? value.map((file) => file.fileViewName).join(', ')
        : typeof value === 'string'
          ? value
          : JSON.stringify(value),
    ]),
  );
}

export interface ReferralUpdate {
  /** The answers stored before (answersOf). */
  current: Record<string, AnswerValue>;
  checked: CheckedAnswers;
  /** File fields that keep their stored file (no new upload). */
  keptFileKeys: string[];
  now: Date;
}

export async function updateReferral(
  db: Database,
  store: FileStore,
  auth: AuthContext,
  candidate: ReferralCandidate,
  { current, checked, keptFileKeys, now }: ReferralUpdate,
): Promise<void> {
  await db.transaction(async (tx) => {
    const replaced = [...checked.files.keys()]
      .map((key) => current[key])
      .filter(isFileAnswer)
      .flatMap((answer) => answer.map((file) => file.fileId));
    await tx
      .delete(candidateAnswers)
      .where(
        and(
          eq(candidateAnswers.candidateId, candidate.id),
          keptFileKeys.length ? notInArray(candidateAnswers.answerKey, keptFileKeys) : undefined,
        ),
      );
    await store.deleteAll(replaced, tx);
    const stored = await storeFileAnswers(tx, store, auth.agencyId, candidate.id, checked.files);
    const rows = [...checked.answers, ...stored].map(([answerKey, value]) => ({
      candidateId: candidate.id,
      answerKey,
      value,
    }));
    if (rows.length) await tx.insert(candidateAnswers).values(rows);
    // The name answers are the person's name: a change renames the applicant, so the
    // candidate's header, the lists and the company's view all show the name just saved.
    const { seiKanji, meiKanji, seiKana, meiKana } = identityOf(checked.answers);
    if (candidate.applicantId !== null && seiKanji && meiKanji && seiKana && meiKana) {
      await tx
        .update(applicants)
        .set({ seiKanji, meiKanji, seiKana, meiKana, updatedAt: now })
        .where(
          and(eq(applicants.id, candidate.applicantId), eq(applicants.agencyId, auth.agencyId)),
        );
    }
    await tx.update(candidates).set({ updatedAt: now }).where(eq(candidates.id, candidate.id));
    await recordAudit(tx, {
      ...aboutCandidate(auth, candidate),
      action: 'referral.updated',
      target: { type: 'candidate', id: candidate.id },
      ...changes(
        answerTexts(current),
        answerTexts(Object.fromEntries(rows.map((r) => [r.answerKey, r.value]))),
      ),
    });
  });
}
