// GET /jobs/{id}: the job a new candidate would be referred to (its summary on the left of
// jobs/info/:jobId/new-candidate/:applicantId).
import { useQuery } from '@tanstack/react-query';
import { getJob, jobQueryKey } from '@portal/shared/api-get-job';
import { unwrapResult } from '@portal/shared/query-client';

export function useJob(jobId: number) {
  return useQuery({ queryKey: jobQueryKey(jobId), queryFn: () => unwrapResult(getJob(jobId)) });
}
