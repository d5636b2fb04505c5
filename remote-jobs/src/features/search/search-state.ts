// The job search form's state (spec 2 §2): defaults (募集中, 求人タイトル, 昇順), kept in session
// storage on submit and restored only when arriving back through the back button
// (location.state.fromBackButton); carried to the job list as URL query parameters.
import type { JobSearchQuery } from '@portal/shared/contract/jobs';
import {
  JOB_SORT_FIELDS,
  JOB_STATUS_FILTERS,
  type JobSortField,
  type JobStatusFilter,
  type SortOrder,
} from '@portal/shared/contract/job-rules';

export interface SearchValues {
  jobName: string;
  jobCategory: string;
  area: string;
  status: JobStatusFilter;
  sortField: JobSortField;
  sortOrder: SortOrder;
}

export const DEFAULT_SEARCH: SearchValues = {
  jobName: '',
  jobCategory: '',
  area: '',
  status: 'recruiting',
  sortField: 'jobName',
  sortOrder: 'asc',
};

const storageKey = (siteId: string) => `portal:jobs-search:${siteId}`;

function sanitize(raw: Partial<Record<keyof SearchValues, unknown>>): SearchValues {
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');
  const pick = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
    allowed.includes(value as T) ? (value as T) : fallback;
  return {
    jobName: text(raw.jobName),
    jobCategory: text(raw.jobCategory),
    area: text(raw.area),
    status: pick(raw.status, JOB_STATUS_FILTERS, DEFAULT_SEARCH.status),
    sortField: pick(raw.sortField, JOB_SORT_FIELDS, DEFAULT_SEARCH.sortField),
    sortOrder: pick(raw.sortOrder, ['asc', 'desc'] as const, DEFAULT_SEARCH.sortOrder),
  };
}

export function saveSearch(siteId: string, values: SearchValues): void {
  try {
    sessionStorage.setItem(storageKey(siteId), JSON.stringify(values));
  } catch {
    // storage unavailable: the form still works, it just is not restored
  }
}

/** The stored state when arriving back via the back button, else the defaults. */
export function initialSearch(siteId: string, fromBackButton: boolean): SearchValues {
  if (!fromBackButton) return DEFAULT_SEARCH;
  try {
    const raw = sessionStorage.getItem(storageKey(siteId));
    return raw ? sanitize(JSON.parse(raw)) : DEFAULT_SEARCH;
  } catch {
    return DEFAULT_SEARCH;
  }
}

export function toQueryString(values: SearchValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  return params.toString();
}

export function fromQueryString(search: string): SearchValues {
  const params = new URLSearchParams(search);
  return sanitize(Object.fromEntries(params.entries()));
}

export function toJobQuery(values: SearchValues, selectedCompanyId: number | null): JobSearchQuery {
  return {
    ...values,
    jobName: values.jobName.trim() || undefined,
    jobCategory: values.jobCategory.trim() || undefined,
    area: values.area.trim() || undefined,
    selectedCompanyId: selectedCompanyId ?? undefined,
  };
}
