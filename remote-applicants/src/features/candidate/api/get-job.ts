// GET /jobs/{id}: the job a new candidate would be referred to (its summary on the left of
// jobs/info/:jobId/new-candidate/:applicantId).
import { useQuery } from '@tanstack/react-query';
import type { JobDetail } from '@portal/shared/contract/jobs';
import { http } from '@portal/shared/http';
import { unwrapResult } from '@portal/shared/query-client';
import { queryKeys } from '../../../query-keys';

export const getJob = (jobId: number) => http.get<JobDetail>(`jobs/${jobId}`);

export function useJob(jobId: number) {
  return useQuery({ queryKey: queryKeys.job(jobId), queryFn: () => unwrapResult(getJob(jobId)) });
}
