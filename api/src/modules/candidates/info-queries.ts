// GET /candidates/{id}: the referral's applicant, job, status and its entry-form answers in the
// form's order (labels from the job's fields; answers of fields no longer on the form follow).
import { asc, eq } from 'drizzle-orm';
import type { CandidateFormField, CandidateInfo } from '@portal/shared/contract/candidates';
import { applicantOfCandidate, companyOfJob, jobOfCandidate } from '../../db/join-queries';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema/agencies';
import { staffName } from '../audit/queries';
import { applicants, candidateAnswers, candidates } from '../../db/schema/applicants';
import { hiringCompanies } from '../../db/schema/companies';
import { entryFormFields, jobs } from '../../db/schema/jobs';
import type { OwnCandidate } from './access-queries';

/** Labels of the special keys when the job's form does not name them (spec 2 §3). */
const KEY_LABELS: Record<string, string> = {
  seiKanji: '姓',
  meiKanji: '名',
  seiKana: 'セイ',
  meiKana: 'メイ',
  pcEmail: 'PCメールアドレス',
  mobileNumber: '携帯電話番号',
  directMessageFlag: '直接連絡可否',
  desiredSalary: '希望年収',
  currentPostalFirst: '郵便番号',
  currentPostalLast: '郵便番号',
  finalEducationTermStart: '最終学歴 期間',
  finalEducationTermEnd: '最終学歴 期間',
  finalEducationStatus: '最終学歴 状況',
  employmentHistory: '職歴',
};

export async function candidateInfo(db: Database, own: OwnCandidate): Promise<CandidateInfo> {
  const [row] = await db
    .select({
      candidate: candidates,
      applicant: applicants,
      jobName: jobs.jobName,
      companyId: jobs.companyId,
      companyName: hiringCompanies.name,
      referredBy: staffName,
    })
    .from(candidates)
    .leftJoin(applicants, applicantOfCandidate)
    .leftJoin(accounts, eq(accounts.id, candidates.referredByAccountId))
    .leftJoin(jobs, jobOfCandidate)
    .leftJoin(hiringCompanies, companyOfJob)
    .where(eq(candidates.id, own.id));
  const fields = own.jobId
    ? await db
        .select()
        .from(entryFormFields)
        .where(eq(entryFormFields.jobId, own.jobId))
        .orderBy(asc(entryFormFields.sortOrder), asc(entryFormFields.id))
    : [];
  const answers = await db
    .select()
    .from(candidateAnswers)
    .where(eq(candidateAnswers.candidateId, own.id))
    .orderBy(asc(candidateAnswers.id));
  const byKey = new Map(answers.map((answer) => [answer.answerKey, answer.value]));
  const formFields: CandidateFormField[] = fields
    .filter((field) => byKey.has(field.key))
    .map((field) => ({
      answerKey: field.key,
      label: field.label,
      answerType: field.answerType,
      answerValue: byKey.get(field.key),
    }));
  const known = new Set(fields.map((field) => field.key));
  for (const answer of answers) {
    if (known.has(answer.answerKey)) continue;
    formFields.push({
      answerKey: answer.answerKey,
      label: KEY_LABELS[answer.answerKey] ?? answer.answerKey,
      answerType: null,
      answerValue: answer.value,
    });
  }
  const { candidate, applicant } = row;
  return {
    id: candidate.id,
    applicantId: candidate.applicantId,
    applicant: applicant && {
      seiKanji: applicant.seiKanji,
      meiKanji: applicant.meiKanji,
      seiKana: applicant.seiKana,
      meiKana: applicant.meiKana,
      directMessageFlag: applicant.directMessageFlag,
    },
    job:
      candidate.jobId === null
        ? null
        : { id: candidate.jobId, name: row.jobName ?? '', companyName: row.companyName ?? '' },
    formFields,
    status: {
      specialSelectionStatus: candidate.specialSelectionStatus,
      selectionStepName: candidate.selectionStepName,
      isCandidate: candidate.isCandidate,
      isTmpCandidate: candidate.isTmpCandidate,
      isTmpCandidateDiscarded: candidate.isTmpCandidateDiscarded,
    },
    company: { companyId: row.companyId ?? null },
    receipt: { referredAt: candidate.referredAt.toISOString(), referredBy: row.referredBy },
  };
}

/** The file ids a candidate's file answers reference (file, file2..file5). */
export async function answerFileIds(db: Database, candidateId: number): Promise<Set<number>> {
  const answers = await db
    .select({ value: candidateAnswers.value })
    .from(candidateAnswers)
    .where(eq(candidateAnswers.candidateId, candidateId));
  const ids = new Set<number>();
  for (const { value } of answers) {
    const list = Array.isArray(value) ? value : [value];
    for (const item of list) {
      const fileId = (item as { fileId?: unknown } | null)?.fileId;
      if (typeof fileId === 'number') ids.add(fileId);
    }
  }
  return ids;
}
