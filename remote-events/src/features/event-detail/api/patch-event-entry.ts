// PATCH /event-infos/{id}/event-entries/{entryId} { status: 'CANCELED' }: cancels one reservation.
import { api } from '@portal/shared/api';

export function patchEventEntry(eventId: number, entryId: number) {
  return api.patch('/event-infos/{id}/event-entries/{entryId}', {
    params: { id: eventId, entryId },
    body: { status: 'CANCELED' },
  });
}
