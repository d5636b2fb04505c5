// GET /jobs/{id}: the detail, the import flag and, while processing, the progress (polled).
// The job list prefetches it when a row's link is hovered or focused (jobQuery). The read is the
// contract's: remote-applicants' new-candidate page reads the same cache entry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';
import { IMPORT_FLAG } from '@portal/shared/enums';
import { pollUnlessLive, useLiveConnected } from '@portal/shared/live-updates';

export const PROGRESS_POLL_MS = 2000;

export const jobQuery = (jobId: number) =>
  queryOptions({
    ...callQuery('/jobs/{id}', { params: { id: jobId } }),
    // While a bulk referral runs (flag 1) the progress updates without a reload: pushed by the
    // live stream (its 'bulk-progress' message refreshes import:{id}), polled only while the
    // stream is down.
    refetchInterval: (query) =>
      query.state.data?.importFlag === IMPORT_FLAG.PROCESSING
        ? pollUnlessLive(PROGRESS_POLL_MS, query.meta, [`import:${jobId}`])
        : false,
  });

export function useJob(jobId: number) {
  // Polling is decided again when the stream connects or drops.
  useLiveConnected();
  return useQuery(jobQuery(jobId));
}
