// POST /event-infos/{id}/event-entries: reserves every candidate or none (seats, deadline).
import { api } from '@portal/shared/api';
import type { ReserveRequest } from '@portal/shared/contract/events';

export function postEventEntries(eventId: number, body: ReserveRequest) {
  return api.post('/event-infos/{id}/event-entries', { params: { id: eventId }, body });
}
