// GET /jobs/{id}: the detail, the import flag and, while processing, the progress (polled).
// The job list prefetches it when a row's link is hovered or focused (jobQuery).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJob } from '@portal/shared/api-get-job';
import { unwrapResult } from '@portal/shared/query-client';
import { jobKeys } from '../../../query-keys';
import { IMPORT_FLAG } from '@portal/shared/enums';

export const PROGRESS_POLL_MS = 2000;

export const jobQuery = (jobId: number) =>
  queryOptions({
    queryKey: jobKeys.detail(jobId),
    queryFn: () => unwrapResult(getJob(jobId)),
    // While a bulk referral runs (flag 1) the progress updates without a reload.
    refetchInterval: (query) =>
      query.state.data?.importFlag === IMPORT_FLAG.PROCESSING ? PROGRESS_POLL_MS : false,
  });

export function useJob(jobId: number) {
  return useQuery(jobQuery(jobId));
}
