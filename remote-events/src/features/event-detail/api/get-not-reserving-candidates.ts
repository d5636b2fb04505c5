// GET /event-infos/{id}/not-reserving-candidates?keyword=: candidates that can still be reserved.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';

export const notReservingCandidatesQuery = (eventId: number, keyword: string) =>
  queryOptions({
    ...callQuery('/event-infos/{id}/not-reserving-candidates', {
      params: { id: eventId },
      query: { keyword: keyword.trim() === '' ? undefined : keyword.trim() },
    }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    // null in preview mode (no server): nothing to show.
    select: (candidates) => candidates ?? [],
  });

/**
 * Candidates of the event's company that can still be reserved, for the searched names.
 */
export function useNotReservingCandidates(eventId: number, keyword: string, enabled: boolean) {
  return useQuery({ ...notReservingCandidatesQuery(eventId, keyword), enabled });
}
