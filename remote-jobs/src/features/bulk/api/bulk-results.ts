// GET /jobs/{id}/bulk-import-results: every row of the latest import, page by page (100 rows),
// filtered on the server (all, referred, failed, linked, flagged); the counts come with each page.
import { useInfiniteQuery } from '@tanstack/react-query';
import { callPagesQuery } from '@portal/shared/call-query';
import type { BulkResultFilter } from '@portal/shared/contract/bulk-rules';

export function useBulkResults(jobId: number, filter: BulkResultFilter) {
  return useInfiniteQuery({
    ...callPagesQuery('/jobs/{id}/bulk-import-results', {
      params: { id: jobId },
      query: { filter },
    }),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}
