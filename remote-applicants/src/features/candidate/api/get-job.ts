// GET /jobs/{id}: the job a new candidate would be referred to (its summary on the left of
// jobs/info/:jobId/new-candidate/:applicantId). The read is the contract's: remote-jobs' job page
// reads the same cache entry.
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';

export function useJob(jobId: number) {
  return useQuery(callQuery('/jobs/{id}', { params: { id: jobId } }));
}
