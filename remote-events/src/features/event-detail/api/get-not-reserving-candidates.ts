// GET /event-infos/{id}/not-reserving-candidates?keyword=: candidates that can still be reserved.
import type { NotReservingCandidate } from '@portal/shared/contract/events';
import { http } from '@portal/shared/http';

export function getNotReservingCandidates(eventId: number, keyword: string) {
  return http.get<NotReservingCandidate[] | null>(
    `/event-infos/${eventId}/not-reserving-candidates`,
    { searchParams: { keyword: keyword.trim() === '' ? undefined : keyword.trim() } },
  );
}
