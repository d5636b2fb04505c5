// GET and DELETE /jobs/{id}/bulk-create-failed-candidates: the rows that could not be referred,
// and "delete history" (clears them and the flag).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { jobKeys } from '../../../query-keys';

export const getFailedCandidates = (jobId: number) =>
  api.get('/jobs/{id}/bulk-create-failed-candidates', { params: { id: jobId } });

export const deleteFailedCandidates = (jobId: number) =>
  api.delete('/jobs/{id}/bulk-create-failed-candidates', { params: { id: jobId } });

export const failedCandidatesQuery = (jobId: number) =>
  queryOptions({
    queryKey: jobKeys.failed(jobId),
    queryFn: () => unwrapResult(getFailedCandidates(jobId)),
    staleTime: 0,
  });

export function useFailedCandidates(jobId: number, enabled: boolean) {
  return useQuery({ ...failedCandidatesQuery(jobId), enabled });
}
