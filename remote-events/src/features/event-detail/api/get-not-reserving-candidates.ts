// GET /event-infos/{id}/not-reserving-candidates?keyword=: candidates that can still be reserved.
import { api } from '@portal/shared/api';

export function getNotReservingCandidates(eventId: number, keyword: string) {
  return api.get('/event-infos/{id}/not-reserving-candidates', {
    params: { id: eventId },
    query: { keyword: keyword.trim() === '' ? undefined : keyword.trim() },
  });
}
