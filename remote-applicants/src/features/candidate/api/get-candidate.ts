// GET /candidates/{id}: header, job side and the 紹介情報 answers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { queryKeys } from '../../../query-keys';

export const getCandidate = (id: number) => api.get('/candidates/{id}', { params: { id } });

/** The candidate page's first read; a referred job's row prefetches it on hover or focus. */
export const candidateQuery = (candidateId: number) =>
  queryOptions({
    queryKey: queryKeys.candidate(candidateId),
    queryFn: () => unwrapResult(getCandidate(candidateId)),
    // A status change by the company shows without a reload (until the live stream lands).
    refetchInterval: 15_000,
  });

export function useCandidate(id: number | null) {
  return useQuery({ ...candidateQuery(id ?? 0), enabled: id !== null });
}
