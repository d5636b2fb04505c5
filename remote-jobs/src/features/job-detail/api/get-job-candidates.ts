// GET /jobs/{id}/candidates: 紹介済み候補者一覧 (sorted and filtered locally).
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';

export function useJobCandidates(jobId: number) {
  return useQuery(
    callQuery('/jobs/{id}/candidates', {
      params: { id: jobId },
      query: { sortField: 'name', sortOrder: 'asc' },
    }),
  );
}
