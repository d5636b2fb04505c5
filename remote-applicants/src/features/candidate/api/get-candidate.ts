// GET /candidates/{id}: header, job side and the 紹介情報 answers.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { queryKeys } from '../../../query-keys';

export const getCandidate = (id: number) => api.get('/candidates/{id}', { params: { id } });

export function useCandidate(id: number | null) {
  return useQuery({
    queryKey: queryKeys.candidate(id ?? 0),
    queryFn: () => unwrapResult(getCandidate(id!)),
    enabled: id !== null,
    // A status change by the company shows without a reload (until the live stream lands).
    refetchInterval: 15_000,
  });
}
