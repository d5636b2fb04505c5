// POST /event-infos/{id}/event-entries: reserves every candidate or none (seats, deadline).
import type { ReserveRequest, ReserveResponse } from '@portal/shared/contract/events';
import { http } from '@portal/shared/http';

export function postEventEntries(eventId: number, body: ReserveRequest) {
  return http.post<ReserveResponse>(`/event-infos/${eventId}/event-entries`, body);
}
