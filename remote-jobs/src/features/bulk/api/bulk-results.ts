// GET /jobs/{id}/bulk-import-results: every row of the latest import, page by page (100 rows),
// filtered on the server (all, referred, failed, linked, flagged); the counts come with each page.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import type { BulkResultFilter } from '@portal/shared/contract/bulk';
import { unwrapResult } from '@portal/shared/query-client';
import { jobKeys } from '../../../query-keys';

export const getBulkResults = (jobId: number, filter: BulkResultFilter, cursor: number | null) =>
  api.get('/jobs/{id}/bulk-import-results', {
    params: { id: jobId },
    query: { filter, cursor: cursor ?? undefined },
  });

export const bulkResultsInfiniteQuery = (jobId: number, filter: BulkResultFilter) =>
  infiniteQueryOptions({
    queryKey: jobKeys.results(jobId, filter),
    queryFn: ({ pageParam }) => unwrapResult(getBulkResults(jobId, filter, pageParam)),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: (previous) => previous,
    staleTime: 0,
  });

export function useBulkResults(jobId: number, filter: BulkResultFilter) {
  return useInfiniteQuery(bulkResultsInfiniteQuery(jobId, filter));
}
