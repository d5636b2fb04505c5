// GET /event-infos/{id}/not-reserving-candidates?keyword=: candidates that can still be reserved.
import { keepPreviousData } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';

const orEmpty = <T>(candidates: T[] | null | undefined): T[] => candidates ?? [];

export const notReservingCandidatesQuery = (eventId: number, keyword: string) => ({
  ...callQuery('/event-infos/{id}/not-reserving-candidates', {
    params: { id: eventId },
    query: { keyword: keyword.trim() === '' ? undefined : keyword.trim() },
  }),
  staleTime: 0,
  placeholderData: keepPreviousData,
  select: orEmpty,
});
