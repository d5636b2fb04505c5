// GET /jobs/{id}: the detail, the import flag and, while processing, the progress (polled).
// The job list prefetches it when a row's link is hovered or focused (jobQuery).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJob } from '@portal/shared/api-get-job';
import { unwrapResult } from '@portal/shared/query-client';
import { jobKeys } from '../../../query-keys';
import { IMPORT_FLAG } from '@portal/shared/enums';
import { pollUnlessLive, useLiveConnected } from '@portal/shared/live-updates';

export const PROGRESS_POLL_MS = 2000;

export const jobQuery = (jobId: number) =>
  queryOptions({
    queryKey: jobKeys.detail(jobId),
    queryFn: () => unwrapResult(getJob(jobId)),
    // While a bulk referral runs (flag 1) the progress updates without a reload: pushed by the
    // live stream (its 'bulk' message refreshes job:{id}), polled only while the stream is down.
    refetchInterval: (query) =>
      query.state.data?.importFlag === IMPORT_FLAG.PROCESSING
        ? pollUnlessLive(PROGRESS_POLL_MS, query.meta, [`job:${jobId}`, `bulk:${jobId}`])
        : false,
  });

export function useJob(jobId: number) {
  // Polling is decided again when the stream connects or drops.
  useLiveConnected();
  return useQuery(jobQuery(jobId));
}
