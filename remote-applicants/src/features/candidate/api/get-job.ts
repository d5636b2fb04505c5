// GET /jobs/{id}: the job a new candidate would be referred to (its summary on the left of
// jobs/info/:jobId/new-candidate/:applicantId).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJob, jobQueryKey } from '@portal/shared/api-get-job';
import { unwrapResult } from '@portal/shared/query-client';

/** The shared key (remote-jobs' job page reads the same entry). */
export const jobQuery = (jobId: number) =>
  queryOptions({ queryKey: jobQueryKey(jobId), queryFn: () => unwrapResult(getJob(jobId)) });

export function useJob(jobId: number) {
  return useQuery(jobQuery(jobId));
}
