// Candidates of the event's company that can still be reserved, for the searched names.
import { useQuery } from '@tanstack/react-query';
import { notReservingCandidatesQuery } from '../api/get-not-reserving-candidates';

export function useNotReservingCandidates(eventId: number, keyword: string, enabled: boolean) {
  return useQuery({ ...notReservingCandidatesQuery(eventId, keyword), enabled });
}
