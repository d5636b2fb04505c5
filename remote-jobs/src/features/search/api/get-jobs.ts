// GET /jobs: the published jobs of the linked companies with the search form's filters.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';
import type { JobSearchQuery } from '@portal/shared/contract/jobs';

export function useJobs(query: JobSearchQuery) {
  return useQuery({ ...callQuery('/jobs', { query }), placeholderData: keepPreviousData });
}
