// GET /jobs: the published jobs of the linked companies with the search form's filters.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobListItem, JobSearchQuery } from '@portal/shared/contract/jobs';
import { http } from '@portal/shared/http';
import { unwrapResult } from '@portal/shared/query-client';
import { jobKeys } from '../../../query-keys';

export const getJobs = (query: JobSearchQuery) =>
  http.get<JobListItem[]>('jobs', { searchParams: { ...query } });

export function useJobs(query: JobSearchQuery) {
  return useQuery({
    queryKey: jobKeys.list(query),
    queryFn: () => unwrapResult(getJobs(query)),
    placeholderData: keepPreviousData,
  });
}
