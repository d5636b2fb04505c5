// GET /event-infos/{id}: the event with this agency's entries.
import { api } from '@portal/shared/api';

export function getEventInfo(eventId: number) {
  return api.get('/event-infos/{id}', { params: { id: eventId } });
}
