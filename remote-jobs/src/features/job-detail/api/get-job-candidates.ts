// GET /jobs/{id}/candidates: 紹介済み候補者一覧 (sorted and filtered locally).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { jobKeys } from '../../../query-keys';

export const getJobCandidates = (jobId: number) =>
  api.get('/jobs/{id}/candidates', {
    params: { id: jobId },
    query: { sortField: 'name', sortOrder: 'asc' },
  });

export const jobCandidatesQuery = (jobId: number) =>
  queryOptions({
    queryKey: jobKeys.candidates(jobId),
    queryFn: () => unwrapResult(getJobCandidates(jobId)),
  });

export function useJobCandidates(jobId: number) {
  return useQuery(jobCandidatesQuery(jobId));
}
