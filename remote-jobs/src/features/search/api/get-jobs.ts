// GET /jobs: the published jobs of the linked companies with the search form's filters.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import type { JobSearchQuery } from '@portal/shared/contract/jobs';
import { unwrapResult } from '@portal/shared/query-client';
import { jobKeys } from '../../../query-keys';

export const getJobs = (query: JobSearchQuery) => api.get('/jobs', { query });

export const jobsQuery = (query: JobSearchQuery) =>
  queryOptions({
    queryKey: jobKeys.list(query),
    queryFn: () => unwrapResult(getJobs(query)),
    placeholderData: keepPreviousData,
  });

export function useJobs(query: JobSearchQuery) {
  return useQuery(jobsQuery(query));
}
