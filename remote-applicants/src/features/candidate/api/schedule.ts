// GET /candidates/{id}/tentative-events, PATCH .../{eventId} (confirm; a 409 names the bookings
// it overlaps, sent again with allowConflict once the user agreed), POST .../rearrange,
// GET /candidates/{id}/event-history and the cancel of a reservation from that history
// (PATCH /event-infos/{id}/event-entries/{entryId}). Each write reloads dates and history (the
// contract's CHANGES).
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { callQuery } from '@portal/shared/call-query';
import { unwrapResult } from '@portal/shared/query-client';

export const confirmTentativeEvent = (id: number, eventId: number, allowConflict = false) =>
  api.patch('/candidates/{id}/tentative-events/{eventId}', {
    params: { id, eventId },
    body: allowConflict ? { allowConflict } : {},
  });
export const rearrange = (id: number, anotherDateMemo: string) =>
  api.post('/candidates/{id}/tentative-events/rearrange', {
    params: { id },
    body: { anotherDateMemo },
  });
export const cancelEntry = (eventInfoId: number, entryId: number) =>
  api.patch('/event-infos/{id}/event-entries/{entryId}', {
    params: { id: eventInfoId, entryId },
    body: { status: 'CANCELED' },
  });

export function useTentativeEvents(id: number) {
  return useQuery(callQuery('/candidates/{id}/tentative-events', { params: { id } }));
}

export function useEventHistory(id: number | null) {
  return useQuery({
    ...callQuery('/candidates/{id}/event-history', { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

export function useConfirmTentative(id: number) {
  return useMutation({
    mutationFn: (input: { eventId: number; allowConflict?: boolean }) =>
      unwrapResult(confirmTentativeEvent(id, input.eventId, input.allowConflict)),
  });
}

export function useRearrange(id: number) {
  return useMutation({
    mutationFn: (memo: string) => unwrapResult(rearrange(id, memo)),
  });
}

/** Cancels one reservation of the candidate's event history. */
export function useCancelEntry() {
  return useMutation({
    mutationFn: (entry: { eventInfoId: number; entryId: number }) =>
      unwrapResult(cancelEntry(entry.eventInfoId, entry.entryId)),
  });
}
