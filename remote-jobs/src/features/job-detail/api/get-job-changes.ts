// GET /jobs/{id}/changes: what the company changed on the job since the agency's last referral.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { jobKeys } from '../../../query-keys';

export const getJobChanges = (jobId: number) =>
  api.get('/jobs/{id}/changes', { params: { id: jobId } });

export const jobChangesQuery = (jobId: number) =>
  queryOptions({
    queryKey: jobKeys.changes(jobId),
    queryFn: () => unwrapResult(getJobChanges(jobId)),
  });

export function useJobChanges(jobId: number) {
  return useQuery(jobChangesQuery(jobId));
}
