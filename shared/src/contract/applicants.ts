// Contract of the applicant calls (spec 2 §3, §7; one referral's calls are in candidates.ts): the
// api answers these shapes and remote-applicants reads them, so a change of shape breaks both builds.

import { z } from '../zod';
import { emailAddressUpTo } from '../rules/email';
import { call, calls } from './define';
import { id, idParams, selectedCompanyId } from './common';
import { candidateState } from './candidates';
import type { JobListItem } from './jobs';

// The candidate shapes live in candidates.ts; these names are still read from here.
export type {
  CandidateInfo,
  CandidateMessage,
  CandidateState,
  EsFile,
  Evaluation,
  TentativeEvents,
} from './candidates';

const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** POST /applicants and PUT /applicants/{id}. directMessageFlag true = 不可 (no direct contact). */
export const applicantPayload = z.object({
  seiKanji: requiredText(50),
  meiKanji: requiredText(50),
  seiKana: requiredText(50),
  meiKana: requiredText(50),
  email: emailAddressUpTo(254),
  phone: requiredText(30),
  directMessageFlag: z.boolean(),
});
export type ApplicantPayload = z.input<typeof applicantPayload>;

export const applicant = z.object({
  id: z.number(),
  fullNameKanji: z.string(),
  fullNameKana: z.string(),
  email: z.string(),
  phone: z.string(),
  directMessageFlag: z.boolean(),
  hasUnreadMessage: z.boolean(),
});
export type Applicant = z.infer<typeof applicant>;

/** GET /applicants item: the applicant plus what its card shows. */
export const applicantListItem = applicant.extend({
  /** Unread company messages over all its referrals (the card caps the display at 999). */
  unreadCount: z.number(),
  /** How many referrals it has; `latestReferrals` holds up to three, newest first. */
  referralCount: z.number(),
  latestReferrals: z.array(
    candidateState.extend({
      /** Whose job each state belongs to (the card says it); null when the job was removed. */
      companyName: z.string().nullable(),
      jobName: z.string().nullable(),
    }),
  ),
});
export type ApplicantListItem = z.infer<typeof applicantListItem>;

/**
 * GET /applicants?keyword=&cursor=&limit=: one page, newest first. The keyword is the spec's
 * case-insensitive substring on fullNameKanji, run by the server so 10,000 applicants never
 * travel to the browser at once.
 */
export const applicantPage = z.object({
  items: z.array(applicantListItem),
  /** Applicants matching the keyword (the list's "N件表示"). */
  total: z.number(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.number().nullable(),
});
export type ApplicantPage = z.infer<typeof applicantPage>;

export const applicantDetail = z.object({
  id: z.number(),
  seiKanji: z.string(),
  meiKanji: z.string(),
  seiKana: z.string(),
  meiKana: z.string(),
  email: z.string(),
  phone: z.string(),
  directMessageFlag: z.boolean(),
  fullNameKanji: z.string(),
  fullNameKana: z.string(),
});
export type ApplicantDetail = z.infer<typeof applicantDetail>;

/** GET /applicants/{id}/candidates: one referred job entry. */
export const referredJobEntry = z.object({
  job: z
    .object({
      id: z.number(),
      name: z.string(),
      companyName: z.string(),
      jobCategory: z.string(),
      area: z.string(),
    })
    .nullable(),
  candidate: candidateState.extend({
    id: z.number(),
    hasUnreadMessage: z.boolean(),
    unreadCount: z.number(),
  }),
});
export type ReferredJobEntry = z.infer<typeof referredJobEntry>;

export const APPLICANT_PAGE_MAX = 200;

export const applicantListQuery = z.object({
  keyword: z.string().max(100).optional(),
  cursor: id.optional(),
  limit: z.coerce.number<number | string>().int().min(1).max(APPLICANT_PAGE_MAX).default(50),
});

const TAG = '候補者 (applicants)';

export const applicantCalls = calls({
  'GET /applicants': call({
    method: 'GET',
    path: '/applicants',
    tag: TAG,
    summary: '候補者一覧: one page, newest first; the keyword searches fullNameKanji',
    query: applicantListQuery,
    response: applicantPage,
  }),
  'POST /applicants': call({
    method: 'POST',
    path: '/applicants',
    tag: TAG,
    summary: '候補者登録',
    body: applicantPayload,
    response: applicantDetail,
    status: 201,
  }),
  'GET /applicants/{id}': call({
    method: 'GET',
    path: '/applicants/{id}',
    tag: TAG,
    summary: 'One applicant of the agency',
    params: idParams,
    response: applicantDetail,
  }),
  'PUT /applicants/{id}': call({
    method: 'PUT',
    path: '/applicants/{id}',
    tag: TAG,
    summary: '候補者情報更新',
    params: idParams,
    body: applicantPayload,
    response: applicantDetail,
  }),
  'GET /applicants/{id}/candidates': call({
    method: 'GET',
    path: '/applicants/{id}/candidates',
    tag: TAG,
    summary: 'The jobs an applicant was referred to, with each referral state',
    params: idParams,
    query: z.object({ selectedCompanyId }),
    response: z.array(referredJobEntry),
  }),
});

/** A job an applicant can be referred to, as the column lists it: a row of GET /jobs, in part. */
export type PublicJob = Pick<JobListItem, 'id' | 'jobName' | 'companyName'>;
