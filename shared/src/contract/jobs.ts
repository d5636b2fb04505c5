// Contract of the jobs area (spec 2 §3, §7): job search and detail, entry-form fields, the
// referral (candidate registration / update) payload rules, bulk referral and master data.
// The api and remote-jobs import the same types.

/** The legacy "unset" date of a job's recruitment window. */
export const UNSET_DATE = '0000-00-00 00:00:00';

/** Status filter of GET /jobs: 全て, 募集中, 募集終了. */
export const JOB_STATUS_FILTERS = ['all', 'recruiting', 'finished'] as const;
export type JobStatusFilter = (typeof JOB_STATUS_FILTERS)[number];

export const JOB_SORT_FIELDS = [
  'jobName',
  'department',
  'jobCategory',
  'recruitmentStartDate',
  'recruitmentEndDate',
  'candidateCount',
] as const;
export type JobSortField = (typeof JOB_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

/** GET /jobs query. */
export interface JobSearchQuery {
  jobName?: string;
  jobCategory?: string;
  area?: string;
  status?: JobStatusFilter;
  sortField?: JobSortField;
  sortOrder?: SortOrder;
  selectedCompanyId?: number;
}

/** Job recruitment dates: 'YYYY-MM-DD HH:mm:ss' (Asia/Tokyo) or UNSET_DATE. */
export interface JobRecruitmentDates {
  recruitmentStartDate: string;
  recruitmentEndDate: string;
  isRecruitmentFinished: boolean;
}

/** One row of GET /jobs (公開求人一覧). */
export interface JobListItem extends JobRecruitmentDates {
  id: number;
  jobName: string;
  companyId: number;
  companyName: string;
  department: string;
  jobCategory: string;
  area: string;
  candidateCount: number;
  hasImportedHistory: boolean;
}

export interface JobDetailLine {
  label: string;
  value: string;
}

/** Rows done / total of the bulk import in progress (flag 1). */
export interface ImportProgress {
  done: number;
  total: number;
}

/** GET /jobs/{id}. */
export interface JobDetail extends JobRecruitmentDates {
  id: number;
  jobName: string;
  companyId: number;
  companyName: string;
  detail: JobDetailLine[];
  /** The agency's latest bulk import flag on this job (1, 2, 4, 5), null when none or cleared. */
  importFlag: number | null;
  importProgress: ImportProgress | null;
}

/** GET /jobs/{id}/entry-form-fields: one field of the referral form. */
export interface EntryFormField {
  key: string;
  label: string;
  /** 1 text, 2 multi-line, 3 checkboxes, 4 dropdown, 5 radio, 6 file, 7 date, 8 employment history. */
  answerType: number;
  /** Options (3-5) or allowed file extensions (6); empty = any type. */
  answerLabel: string[];
  isRequired: boolean;
  minLength: number | null;
  maxLength: number | null;
}

/** GET /jobs/{id}/candidates: 紹介済み候補者一覧. */
export interface JobCandidate {
  id: number;
  applicantId: number | null;
  fullNameKanji: string;
  specialSelectionStatus: number;
  selectionStepName: string | null;
  isCandidate: boolean;
  isTmpCandidate: boolean;
  isTmpCandidateDiscarded: boolean;
}

/** POST /jobs/{id}/candidates and POST /candidates/{id} (_method=PUT). */
export interface CandidateRegistrationResponse {
  candidateId: number;
  companyId: number;
}

/** One employment-history entry (answer type 8); months as 'YYYY-MM'. */
export interface EmploymentHistoryEntry {
  termStart: string;
  termEnd: string;
  companyName: string;
  departmentPosition: string;
  details: string;
}

/** A stored file answer. */
export interface FileAnswer {
  fileId: number;
  fileViewName: string;
  /** Download path below the api base (candidates/{id}/ef-files/{fileId}/download). */
  path: string;
}

export type AnswerValue = string | string[] | EmploymentHistoryEntry[] | FileAnswer[];

/** GET /candidates/{id}/referral-form: what the update form (紹介情報更新) starts from. */
export interface ReferralFormState {
  candidateId: number;
  jobId: number | null;
  applicantId: number | null;
  fields: EntryFormField[];
  answers: Record<string, AnswerValue>;
  /** The referral's job as the form shows it beside itself (even if the link has ended). */
  job: { jobName: string; companyName: string; detail: JobDetailLine[] } | null;
}

/** The payload's fixed placeholder e-mail (spec 2 §7); the server never stores it. */
export const REFERRAL_PLACEHOLDER_EMAIL = 'placeholder@portal.invalid';

/** Multipart names besides the answers. */
export const REFERRAL_PAYLOAD_KEYS = {
  applicant: 'introductionApplicantId',
  email: 'email',
  method: '_method',
} as const;

/** GET /jobs/{id}/bulk-create-failed-candidates. */
export interface FailedCandidate {
  id: number;
  rowNumber: number | null;
  fullNameKanji: string;
  schoolName: string;
  ngMessage: string;
  entryDate: string;
}

/** The field key of the school / faculty / major suggestions. */
export const SCHOOL_KEYS = {
  school: 'schoolName',
  faculty: 'facultyName',
  major: 'majorName',
} as const;

/** 'YYYY-MM-DD HH:mm:ss' (Asia/Tokyo) → epoch ms; null for UNSET_DATE, empty or unreadable. */
export function parseJobDate(value: string | null | undefined): number | null {
  if (!value || value === UNSET_DATE || value.startsWith('0000-00-00')) return null;
  const ms = Date.parse(`${value.trim().replace(' ', 'T')}+09:00`);
  return Number.isNaN(ms) ? null : ms;
}

/** Epoch ms → 'YYYY-MM-DD HH:mm:ss' in Asia/Tokyo; null → UNSET_DATE. */
export function toJobDate(date: Date | null): string {
  if (!date) return UNSET_DATE;
  return new Date(date.getTime() + 9 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The recruitment window (spec 2 §4): referral is open while now is within start and end (an
 * unset date does not bound) and the job is not finished.
 */
export function isRecruitmentOpen(dates: JobRecruitmentDates, now: Date): boolean {
  if (dates.isRecruitmentFinished) return false;
  const start = parseJobDate(dates.recruitmentStartDate);
  const end = parseJobDate(dates.recruitmentEndDate);
  const at = now.getTime();
  return (start === null || start <= at) && (end === null || at <= end);
}
