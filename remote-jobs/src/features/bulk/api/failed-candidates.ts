// GET and DELETE /jobs/{id}/bulk-create-failed-candidates: the rows that could not be referred,
// and "delete history" (clears them and the flag).
import { useQuery } from '@tanstack/react-query';
import type { FailedCandidate } from '@portal/shared/contract/jobs';
import { http } from '@portal/shared/http';
import { unwrapResult } from '@portal/shared/query-client';
import { jobKeys } from '../../../query-keys';

export const getFailedCandidates = (jobId: number) =>
  http.get<FailedCandidate[]>(`jobs/${jobId}/bulk-create-failed-candidates`);

export const deleteFailedCandidates = (jobId: number) =>
  http.delete<{ message: string }>(`jobs/${jobId}/bulk-create-failed-candidates`);

export function useFailedCandidates(jobId: number, enabled: boolean) {
  return useQuery({
    queryKey: jobKeys.failed(jobId),
    queryFn: () => unwrapResult(getFailedCandidates(jobId)),
    enabled,
    staleTime: 0,
  });
}
