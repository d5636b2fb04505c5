// POST /event-infos/{id}/event-entries: reserves every candidate or none (seats, deadline).
// PATCH /event-infos/{id}/event-entries/{entryId} { status: 'CANCELED' }: cancels one reservation.
// useReserve and useCancelEntry: toasts of spec 2 §8 (the server's own message for a 422, e.g. the
// seats left). A write's tags (contract CHANGES: events, candidates) refresh the detail and the
// candidate lists of the event before it settles; a refused one reads the event again (event:{id}),
// whose seats changed meanwhile. A reservation that overlaps other bookings (409, issue 21) is no
// failure to toast: the panel asks about it.
import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import type { ReserveRequest } from '@portal/shared/contract/events';
import { toast } from '@portal/shared/feedback';
import { refreshTags, toastError, unwrapResult } from '@portal/shared/query-client';
import { conflictsOfError } from '@portal/shared/ui/schedule-conflicts';
import { messages } from '../../../messages';

export function postEventEntries(eventId: number, body: ReserveRequest) {
  return api.post('/event-infos/{id}/event-entries', { params: { id: eventId }, body });
}

export function patchEventEntry(eventId: number, entryId: number) {
  return api.patch('/event-infos/{id}/event-entries/{entryId}', {
    params: { id: eventId, entryId },
    body: { status: 'CANCELED' },
  });
}

/** After a refused write: what the api answers now (a success refreshed it by its tags). */
const refreshEvent = (eventId: number) => refreshTags([`event:${eventId}`]);

const showFailure = (error: unknown, fallback: string) => {
  toastError(error, fallback);
};

export function useReserve(eventId: number) {
  return useMutation({
    mutationFn: (body: { candidateIds: number[]; allowConflict?: boolean }) =>
      unwrapResult(postEventEntries(eventId, body)),
    onSuccess: () => toast.success(messages.reserved),
    // A refusal (seats taken meanwhile) also shows the current seats and entries.
    onError: (error) => {
      if (!conflictsOfError(error)) showFailure(error, messages.reserveFailure);
      return refreshEvent(eventId);
    },
  });
}

export function useCancelEntry(eventId: number) {
  return useMutation({
    mutationFn: (entryId: number) => unwrapResult(patchEventEntry(eventId, entryId)),
    onSuccess: () => toast.success(messages.entryCancelled),
    onError: (error) => {
      showFailure(error, messages.entryCancelFailure);
      return refreshEvent(eventId);
    },
  });
}
