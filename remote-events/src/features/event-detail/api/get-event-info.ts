// GET /event-infos/{id}: the event with this agency's entries.
import type { EventDetail } from '@portal/shared/contract/events';
import { http } from '@portal/shared/http';

export function getEventInfo(eventId: number) {
  return http.get<EventDetail>(`/event-infos/${eventId}`);
}
