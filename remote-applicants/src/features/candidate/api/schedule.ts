// GET /candidates/{id}/tentative-events, PATCH .../{eventId} (confirm; a 409 names the bookings
// it overlaps, sent again with allowConflict once the user agreed), POST .../rearrange,
// GET /candidates/{id}/event-history and the cancel of a reservation from that history
// (PATCH /event-infos/{id}/event-entries/{entryId}). Each write reloads dates and history.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { queryKeys } from '../../../query-keys';

export const getTentativeEvents = (id: number) =>
  api.get('/candidates/{id}/tentative-events', { params: { id } });
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
export const getEventHistory = (id: number) =>
  api.get('/candidates/{id}/event-history', { params: { id } });

export const cancelEntry = (eventInfoId: number, entryId: number) =>
  api.patch('/event-infos/{id}/event-entries/{entryId}', {
    params: { id: eventInfoId, entryId },
    body: { status: 'CANCELED' },
  });

export const tentativeEventsQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.tentative(id),
    queryFn: () => unwrapResult(getTentativeEvents(id)),
  });

export const eventHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.history(id),
    queryFn: () => unwrapResult(getEventHistory(id)),
  });

export function useTentativeEvents(id: number) {
  return useQuery(tentativeEventsQuery(id));
}

export function useEventHistory(id: number | null) {
  return useQuery({ ...eventHistoryQuery(id ?? 0), enabled: id !== null });
}

function useReload(id: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.tentative(id) }),
      client.invalidateQueries({ queryKey: queryKeys.history(id) }),
    ]);
}

export function useConfirmTentative(id: number) {
  const reload = useReload(id);
  return useMutation({
    mutationFn: (input: { eventId: number; allowConflict?: boolean }) =>
      unwrapResult(confirmTentativeEvent(id, input.eventId, input.allowConflict)),
    onSuccess: reload,
  });
}

export function useRearrange(id: number) {
  const reload = useReload(id);
  return useMutation({
    mutationFn: (memo: string) => unwrapResult(rearrange(id, memo)),
    onSuccess: reload,
  });
}

/** Cancels one reservation of the candidate's event history. */
export function useCancelEntry(id: number) {
  const reload = useReload(id);
  return useMutation({
    mutationFn: (entry: { eventInfoId: number; entryId: number }) =>
      unwrapResult(cancelEntry(entry.eventInfoId, entry.entryId)),
    onSuccess: reload,
  });
}
