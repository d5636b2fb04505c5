// The jobs area's rules and choices as plain code, without zod, so a page that shows a job does
// not load the schemas (jobs.ts holds them): the recruitment window (spec 2 §4), the legacy unset
// date, the search's status filters and sort fields, the school suggestion keys.
import { parseTokyo, tokyoSql } from '../tokyo-time';
import type { JobRecruitmentDates } from './jobs';

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
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The field key of the school / faculty / major suggestions. */
export const SCHOOL_KEYS = {
  school: 'schoolName',
  faculty: 'facultyName',
  major: 'majorName',
} as const;

/** 'YYYY-MM-DD HH:mm:ss' (Asia/Tokyo) → epoch ms; null for UNSET_DATE, empty or unreadable. */
export function parseJobDate(value: string | null | undefined): number | null {
  if (!value || value === UNSET_DATE || value.startsWith('0000-00-00')) return null;
  return parseTokyo(value)?.getTime() ?? null;
}

/** Epoch ms → 'YYYY-MM-DD HH:mm:ss' in Asia/Tokyo; null → UNSET_DATE. */
export function toJobDate(date: Date | null): string {
  if (!date) return UNSET_DATE;
  return tokyoSql(date);
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
