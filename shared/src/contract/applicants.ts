// Contract of the applicant calls (spec 2 §3, §7; one referral's calls are in candidates.ts): the
// api answers these shapes and remote-applicants reads them, so a change of shape breaks both builds.

import { z } from '../zod';
import { emailAddressUpTo } from '../rules/email';
import { call, calls } from './define';
import { bodyId, cursorPage, id, idParams, selectedCompanyId } from './common';
import { candidateState } from './candidates';
import { waitingMark } from './waiting-mark';
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

/** The applicant as lists show it: its full names and contacts, and whether a message is unread. */
export const applicant = applicantDetail
  .pick({
    id: true,
    fullNameKanji: true,
    fullNameKana: true,
    email: true,
    phone: true,
    directMessageFlag: true,
  })
  .extend({ hasUnreadMessage: z.boolean() });
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
  /** The longest 「企業回答待ち N日」 over its referrals (issue 29); null: none waiting. */
  waiting: waitingMark.nullable().optional(),
});
export type ApplicantListItem = z.infer<typeof applicantListItem>;

/**
 * GET /applicants?keyword=&cursor=&limit=: one page, in reading order (セイ・メイ, then the kanji). The keyword is the spec's
 * case-insensitive substring on fullNameKanji, run by the server so 10,000 applicants never
 * travel to the browser at once; `total` counts the applicants matching it (the list's N件表示).
 */
export const applicantPage = cursorPage(applicantListItem);
export type ApplicantPage = z.infer<typeof applicantPage>;

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

/** GET /applicants/possible-duplicates: what was typed; each part is optional. */
export const possibleDuplicatesQuery = z.object({
  /** The kanji name (姓 and 名, spaces do not matter). */
  name: z.string().max(120).optional(),
  /** The kana name (セイ and メイ). */
  kana: z.string().max(120).optional(),
  phone: z.string().max(60).optional(),
  email: z.string().max(300).optional(),
  /** The applicant being edited: never its own duplicate. */
  exceptId: id.optional(),
});
export type PossibleDuplicatesQuery = z.input<typeof possibleDuplicatesQuery>;

/** At most this many possible duplicates are answered (the closest first). */
export const POSSIBLE_DUPLICATES_MAX = 5;

/** Which normalised values of a possible duplicate match: name+phone, name+e-mail, or phone alone. */
export const duplicateMatch = z.object({
  name: z.boolean(),
  phone: z.boolean(),
  email: z.boolean(),
});

/** An existing applicant of the agency that may be the person typed (normalised keys). */
export const possibleDuplicate = applicantDetail
  .pick({ id: true, fullNameKanji: true, fullNameKana: true, phone: true, email: true })
  .extend({
    matchedOn: duplicateMatch,
    /** Phone AND e-mail match: a new referral is linked to this applicant (the duplicate rule). */
    samePerson: z.boolean(),
  });
export type PossibleDuplicate = z.infer<typeof possibleDuplicate>;

/** What moves when one applicant is merged into another. */
export const mergeCounts = z.object({
  referrals: z.number(),
  messages: z.number(),
  files: z.number(),
  eventEntries: z.number(),
});
export type MergeCounts = z.infer<typeof mergeCounts>;

export const mergeBody = z.object({ sourceApplicantId: bodyId });

/** GET /applicants/{id}/merge-preview: the kept one ({id}), the other, and what moves. */
export const mergePreview = z.object({
  kept: applicantDetail,
  source: applicantDetail,
  moves: mergeCounts,
});
export type MergePreview = z.infer<typeof mergePreview>;

export const mergeResult = z.object({ keptApplicantId: z.number(), moved: mergeCounts });

export const applicantCalls = calls('候補者 (applicants)', {
  'GET /applicants': call({
    summary: '候補者一覧: one page, newest first; the keyword searches fullNameKanji',
    query: applicantListQuery,
    response: applicantPage,
  }),
  'POST /applicants': call({
    summary: '候補者登録',
    body: applicantPayload,
    response: applicantDetail,
    status: 201,
  }),
  'GET /applicants/possible-duplicates': call({
    operationId: 'listPossibleDuplicates',
    summary:
      'Possible duplicates before saving: applicants of the agency whose normalised name and phone, name and e-mail, or phone alone match',
    query: possibleDuplicatesQuery,
    response: z.array(possibleDuplicate),
  }),
  'GET /applicants/{id}': call({
    summary:
      'One applicant of the agency; the id of an applicant merged into another answers the kept one (its id differs: the screen moves there)',
    params: idParams,
    response: applicantDetail,
  }),
  'PUT /applicants/{id}': call({
    summary: '候補者情報更新',
    params: idParams,
    body: applicantPayload,
    response: applicantDetail,
  }),
  'GET /applicants/{id}/candidates': call({
    summary: 'The jobs an applicant was referred to, with each referral state',
    params: idParams,
    query: z.object({ selectedCompanyId }),
    response: z.array(referredJobEntry),
  }),
  'GET /applicants/{id}/merge-preview': call({
    refusals: [403],
    summary: '重複をまとめる (main account): what moves from sourceApplicantId to {id}',
    params: idParams,
    query: z.object({ sourceApplicantId: id }),
    response: mergePreview,
  }),
  'POST /applicants/{id}/merge': call({
    refusals: [403],
    summary:
      '重複をまとめる (main account): referrals, messages, files and event entries of sourceApplicantId move to {id} in one transaction; the other id then answers {id}',
    params: idParams,
    body: mergeBody,
    response: mergeResult,
  }),
});

/** A job an applicant can be referred to, as the column lists it: a row of GET /jobs, in part. */
export type PublicJob = Pick<JobListItem, 'id' | 'jobName' | 'companyName'>;
