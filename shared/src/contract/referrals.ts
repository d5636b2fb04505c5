// Contract of the referral calls (紹介情報登録 / 更新, spec 2 §7): the multipart payload of a
// referral, what the update form starts from, and the answer of both writes. The answers' own
// rules are in referral-rules.ts.
import { z } from '../zod';
import { call, calls } from './define';
import { formFileAnswer, employmentHistoryEntry as storedHistoryEntry } from './candidates';
import { idParams } from './common';
import { entryFormField, jobDetailLine } from './jobs';

/**
 * One employment-history entry (answer type 8) as a referral writes it: the stored entry with
 * every part given; months as 'YYYY-MM'.
 */
export const employmentHistoryEntry = storedHistoryEntry.extend({
  departmentPosition: z.string(),
  details: z.string(),
});
export type EmploymentHistoryEntry = z.infer<typeof employmentHistoryEntry>;

/** A stored file answer: one file of a file answer, and where it downloads. */
export const fileAnswer = formFileAnswer.extend({
  /** Download path below the api base (candidates/{id}/ef-files/{fileId}/download). */
  path: z.string(),
});
export type FileAnswer = z.infer<typeof fileAnswer>;

export const answerValue = z.union([
  z.string(),
  z.array(z.string()),
  z.array(employmentHistoryEntry),
  z.array(fileAnswer),
]);
export type AnswerValue = z.infer<typeof answerValue>;

/** GET /candidates/{id}/referral-form: what the update form (紹介情報更新) starts from. */
export const referralFormState = z.object({
  candidateId: z.number(),
  jobId: z.number().nullable(),
  applicantId: z.number().nullable(),
  fields: z.array(entryFormField),
  answers: z.record(z.string(), answerValue),
  /** The referral's job as the form shows it beside itself (even if the link has ended). */
  job: z
    .object({ jobName: z.string(), companyName: z.string(), detail: z.array(jobDetailLine) })
    .nullable(),
});

/** POST /jobs/{id}/candidates and POST /candidates/{id} (_method=PUT). */
export const candidateRegistrationResponse = z.object({
  candidateId: z.number(),
  companyId: z.number(),
});

/** The payload's fixed placeholder e-mail (spec 2 §7); the server never stores it. */
export const REFERRAL_PLACEHOLDER_EMAIL = 'placeholder@portal.invalid';

/**
 * The text fields of a referral: the answers by answer key (checkboxes repeated, employment
 * history as JSON), checked against the job's fields by the route (their set is per job).
 */
const referralFields = z.looseObject({
  introductionApplicantId: z
    .string()
    .optional()
    .describe("An existing applicant's id; absent, '' or 'null' registers a new applicant"),
  email: z.string().optional().describe(`Always ${REFERRAL_PLACEHOLDER_EMAIL}`),
});

export const referralCalls = calls('紹介 (referrals)', {
  'POST /jobs/{id}/candidates': call({
    operationId: 'createCandidate',
    summary: '紹介情報登録: refer an applicant (existing or new) to an open job',
    params: idParams,
    multipart: referralFields,
    files: ['{answerKey}'],
    response: candidateRegistrationResponse,
    status: 201,
  }),
  'GET /candidates/{id}/referral-form': call({
    summary: 'The fields and current answers the 紹介情報更新 form starts from',
    params: idParams,
    response: referralFormState,
  }),
  'POST /candidates/{id}': call({
    operationId: 'updateCandidate',
    summary: '紹介情報更新 (_method=PUT): a file field without a new file keeps its file',
    params: idParams,
    multipart: referralFields.extend({ _method: z.enum(['PUT', 'put']) }),
    files: ['{answerKey}'],
    response: candidateRegistrationResponse,
  }),
});
