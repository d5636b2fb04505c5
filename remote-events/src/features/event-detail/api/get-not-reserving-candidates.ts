// GET /event-infos/{id}/not-reserving-candidates?keyword=: candidates that can still be reserved.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import type { SiteId } from '@portal/shared/site';
import { eventKeys } from '../../../query-keys';

export function getNotReservingCandidates(eventId: number, keyword: string) {
  return api.get('/event-infos/{id}/not-reserving-candidates', {
    params: { id: eventId },
    query: { keyword: keyword.trim() === '' ? undefined : keyword.trim() },
  });
}

export const notReservingCandidatesQuery = (siteId: SiteId, eventId: number, keyword: string) =>
  queryOptions({
    queryKey: eventKeys.candidates(siteId, eventId, keyword),
    queryFn: async () => (await unwrapResult(getNotReservingCandidates(eventId, keyword))) ?? [],
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
