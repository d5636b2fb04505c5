// The 履歴 of a candidate or an applicant (GET /candidates/{id}/history, GET
// /applicants/{id}/history), paged by the api's cursor; any write invalidates ['history'].
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from './api';
import { unwrapResult } from '@portal/shared/query-client';

export const historyKeys = {
  all: ['history'] as const,
  of: (kind: 'candidate' | 'applicant', id: number) => ['history', kind, id] as const,
};

export const historyQuery = (kind: 'candidate' | 'applicant', id: number) =>
  infiniteQueryOptions({
    queryKey: historyKeys.of(kind, id),
    queryFn: ({ pageParam }) =>
      unwrapResult(
        kind === 'candidate'
          ? api.get('/candidates/{id}/history', {
              params: { id },
              query: { cursor: pageParam ?? undefined },
            })
          : api.get('/applicants/{id}/history', {
              params: { id },
              query: { cursor: pageParam ?? undefined },
            }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

export function useHistory(kind: 'candidate' | 'applicant', id: number) {
  return useInfiniteQuery(historyQuery(kind, id));
}
