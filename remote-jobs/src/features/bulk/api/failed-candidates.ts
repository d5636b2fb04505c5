// GET and DELETE /jobs/{id}/bulk-create-failed-candidates: the rows that could not be referred,
// and "delete history" (clears them and the flag; the contract's CHANGES refresh the job, its
// lists and the badges).
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { callQuery } from '@portal/shared/call-query';

export const deleteFailedCandidates = (jobId: number) =>
  api.delete('/jobs/{id}/bulk-create-failed-candidates', { params: { id: jobId } });

export function useFailedCandidates(jobId: number, enabled: boolean) {
  return useQuery({
    ...callQuery('/jobs/{id}/bulk-create-failed-candidates', { params: { id: jobId } }),
    staleTime: 0,
    enabled,
  });
}
