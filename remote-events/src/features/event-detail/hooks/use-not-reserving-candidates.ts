// Candidates of the event's company that can still be reserved, for the searched names.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrapResult } from '@portal/shared/query-client';
import { useSiteId } from '@portal/shared/use-site-id';
import { eventKeys } from '../../../query-keys';
import { getNotReservingCandidates } from '../api/get-not-reserving-candidates';

export function useNotReservingCandidates(eventId: number, keyword: string, enabled: boolean) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: eventKeys.candidates(siteId, eventId, keyword),
    queryFn: async () => (await unwrapResult(getNotReservingCandidates(eventId, keyword))) ?? [],
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
