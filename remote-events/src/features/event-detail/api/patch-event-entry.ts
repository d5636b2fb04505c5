// PATCH /event-infos/{id}/event-entries/{entryId} { status: 'CANCELED' }: cancels one reservation.
import type { CancelEntryRequest, EventEntry } from '@portal/shared/contract/events';
import { http } from '@portal/shared/http';

export function patchEventEntry(eventId: number, entryId: number) {
  const body: CancelEntryRequest = { status: 'CANCELED' };
  return http.patch<EventEntry>(`/event-infos/${eventId}/event-entries/${entryId}`, body);
}
