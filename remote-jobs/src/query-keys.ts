// Query keys of the jobs remote, in one place so invalidations match.
import { jobQueryKey } from '@portal/shared/api-get-job';
import type { BulkResultFilter } from '@portal/shared/contract/bulk';
import type { JobSearchQuery } from '@portal/shared/contract/jobs';

export const jobKeys = {
  all: ['jobs'] as const,
  list: (query: JobSearchQuery) => ['jobs', 'list', query] as const,
  /** Shared with remote-applicants, which reads the same job. */
  detail: jobQueryKey,
  fields: (jobId: number) => ['jobs', 'fields', jobId] as const,
  candidates: (jobId: number) => ['jobs', 'candidates', jobId] as const,
  changes: (jobId: number) => ['jobs', 'changes', jobId] as const,
  failed: (jobId: number) => ['jobs', 'failed', jobId] as const,
  /** Every row of the latest bulk import (all filters: `results(jobId)`). */
  results: (jobId: number, filter?: BulkResultFilter) =>
    filter
      ? (['jobs', 'bulk-results', jobId, filter] as const)
      : (['jobs', 'bulk-results', jobId] as const),
  referralForm: (candidateId: number) => ['candidates', 'referral-form', candidateId] as const,
  universities: ['master', 'universities'] as const,
  faculties: (school: string) => ['master', 'faculties', school] as const,
  majors: (school: string, faculty: string) => ['master', 'majors', school, faculty] as const,
};
