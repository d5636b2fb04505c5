// GET /jobs (the jobs area's call): the published jobs to refer an applicant to, read as
// PublicJob (what the column shows).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import type { PublicJob } from '@portal/shared/contract/applicants';
import type { JobListItem } from '@portal/shared/contract/jobs';
import { unwrapResult } from '@portal/shared/query-client';
import { queryKeys } from '../../../query-keys';

export function toPublicJobs(answer: readonly JobListItem[]): PublicJob[] {
  return answer.map((job) => ({ id: job.id, jobName: job.jobName, companyName: job.companyName }));
}

export const getPublicJobs = (companyId: number | null) =>
  api.get('/jobs', { query: { selectedCompanyId: companyId ?? undefined } });

export const publicJobsQuery = (companyId: number | null) =>
  queryOptions({
    queryKey: queryKeys.publicJobs(companyId),
    queryFn: async () => toPublicJobs(await unwrapResult(getPublicJobs(companyId))),
  });

export function usePublicJobs(companyId: number | null) {
  return useQuery(publicJobsQuery(companyId));
}
