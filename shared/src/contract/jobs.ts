// Contract of the jobs area (spec 2 §3, §7): job search and detail, entry-form fields, the
// referred candidates of a job. The recruitment window rules and the search's choices, which the
// browser needs without zod, are in job-rules.ts.
// Referral (register / update) calls are in referrals.ts, bulk referral in bulk.ts.
import { z } from '../zod';
import { call, calls } from './define';
import { candidateState } from './candidates';
import { idParams, referralReceipt, selectedCompanyId } from './common';
import { waitingMark } from './waiting-mark';
import { JOB_SORT_FIELDS, JOB_STATUS_FILTERS, SORT_ORDERS } from './job-rules';

const keyword = z.string().trim().max(200).optional();

/** GET /jobs query. */
export const jobSearchQuery = z.object({
  jobName: keyword,
  jobCategory: keyword,
  area: keyword,
  status: z.enum(JOB_STATUS_FILTERS).optional(),
  sortField: z.enum(JOB_SORT_FIELDS).optional(),
  sortOrder: z.enum(SORT_ORDERS).optional(),
  selectedCompanyId,
});
/** The search as the api reads it (and as the job list keeps it). */
export type JobSearchQuery = z.output<typeof jobSearchQuery>;

/** Job recruitment dates: 'YYYY-MM-DD HH:mm:ss' (Asia/Tokyo) or UNSET_DATE. */
const recruitmentDates = z.object({
  recruitmentStartDate: z.string(),
  recruitmentEndDate: z.string(),
  isRecruitmentFinished: z.boolean(),
});
export type JobRecruitmentDates = z.infer<typeof recruitmentDates>;

/** A job as both its row in the list and its detail name it: which job of which company. */
const jobHeading = recruitmentDates.extend({
  id: z.number(),
  jobName: z.string(),
  companyId: z.number(),
  companyName: z.string(),
});

/** One row of GET /jobs (公開求人一覧). */
export const jobListItem = jobHeading.extend({
  department: z.string(),
  jobCategory: z.string(),
  area: z.string(),
  candidateCount: z.number(),
  hasImportedHistory: z.boolean(),
  /** 変更あり: the company changed the job since the agency's last referral to it (issue 22). */
  hasChangesSinceReferral: z.boolean().optional(),
});
export type JobListItem = z.infer<typeof jobListItem>;

export const jobDetailLine = z.object({ label: z.string(), value: z.string() });
export type JobDetailLine = z.infer<typeof jobDetailLine>;

/** Rows done / total of the bulk import in progress (flag 1). */
export const importProgress = z.object({ done: z.number(), total: z.number() });
export type ImportProgress = z.infer<typeof importProgress>;

/** GET /jobs/{id}. */
export const jobDetail = jobHeading.extend({
  detail: z.array(jobDetailLine),
  /** The agency's latest bulk import flag on this job (1, 2, 4, 5), null when none or cleared. */
  importFlag: z.number().nullable(),
  importProgress: importProgress.nullable(),
});
export type JobDetail = z.infer<typeof jobDetail>;

/** GET /jobs/{id}/entry-form-fields: one field of the referral form. */
export const entryFormField = z.object({
  key: z.string(),
  label: z.string(),
  /** 1 text, 2 multi-line, 3 checkboxes, 4 dropdown, 5 radio, 6 file, 7 date, 8 employment history. */
  answerType: z.number(),
  /** Options (3-5) or allowed file extensions (6); empty = any type. */
  answerLabel: z.array(z.string()),
  isRequired: z.boolean(),
  minLength: z.number().nullable(),
  maxLength: z.number().nullable(),
});
export type EntryFormField = z.infer<typeof entryFormField>;

/** GET /jobs/{id}/candidates: 紹介済み候補者一覧. */
export const jobCandidate = z.object({
  id: z.number(),
  applicantId: z.number().nullable(),
  fullNameKanji: z.string(),
  ...candidateState.shape,
  receipt: referralReceipt,
  /** 「企業回答待ち N日」 (issue 29); null: not waiting past the threshold. */
  waiting: waitingMark.nullable().optional(),
});
export type JobCandidate = z.infer<typeof jobCandidate>;

export const jobCandidatesQuery = z.object({
  sortField: z.enum(['name', 'status']).default('name'),
  sortOrder: z.enum(SORT_ORDERS).default('asc'),
});

export const JOB_CHANGE_KINDS = ['text', 'datetime'] as const;
export type JobChangeKind = (typeof JOB_CHANGE_KINDS)[number];

/**
 * One field the company changed: its label, and its value before the agency's last referral and
 * now. `datetime`: before/after are ISO 8601 instants (shown in Tokyo time); null: none.
 */
export const jobChange = z.object({
  field: z.string(),
  label: z.string(),
  kind: z.enum(JOB_CHANGE_KINDS),
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** The latest change of the field (ISO 8601). */
  changedAt: z.string(),
});
export type JobChange = z.infer<typeof jobChange>;

/** GET /jobs/{id}/changes: what changed since the agency's last referral to the job. */
export const jobChangesSinceReferral = z.object({
  /** The agency's latest referral to the job (ISO 8601); null: none, nothing is listed. */
  lastReferredAt: z.string().nullable(),
  changes: z.array(jobChange),
});
export type JobChangesSinceReferral = z.infer<typeof jobChangesSinceReferral>;

/** Japanese names of the jobs calls' input fields (their 422 messages). */
export const JOB_LABELS = {
  id: '求人ID',
  jobName: '求人タイトル',
  jobCategory: '職種',
  area: 'エリア',
  status: 'ステータス',
  sortField: '並び替え項目',
  sortOrder: '並び順',
  selectedCompanyId: '企業',
};

export const jobCalls = calls('求人 (jobs)', {
  'GET /jobs': call({
    summary: '公開求人一覧: search, status, sort and the selected company',
    query: jobSearchQuery,
    response: z.array(jobListItem),
  }),
  'GET /jobs/{id}': call({
    summary: "求人詳細 with the agency's bulk import flag and progress",
    params: idParams,
    response: jobDetail,
  }),
  'GET /jobs/{id}/entry-form-fields': call({
    summary: 'The fields of the referral form of a job',
    params: idParams,
    response: z.array(entryFormField),
  }),
  'GET /jobs/{id}/company-id': call({
    summary: 'The hiring company of a job',
    params: idParams,
    response: z.object({ companyId: z.number() }),
  }),
  'GET /jobs/{id}/changes': call({
    summary: "What the company changed on a job since the agency's last referral to it",
    params: idParams,
    response: jobChangesSinceReferral,
  }),
  'GET /jobs/{id}/candidates': call({
    summary: "紹介済み候補者一覧 of a job (this agency's referrals)",
    params: idParams,
    query: jobCandidatesQuery,
    response: z.array(jobCandidate),
  }),
});
