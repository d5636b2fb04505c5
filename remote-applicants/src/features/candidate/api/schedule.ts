// GET /candidates/{id}/tentative-events, PATCH .../{eventId} (confirm), POST .../rearrange and
// GET /candidates/{id}/event-history. A confirm or a proposal reloads dates and history.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CandidateEventHistoryItem,
  TentativeEventConfirmation,
  TentativeEvents,
} from '@portal/shared/contract/applicants';
import { http } from '@portal/shared/http';
import { unwrapResult } from '@portal/shared/query-client';
import { queryKeys } from '../../../query-keys';

export const getTentativeEvents = (id: number) =>
  http.get<TentativeEvents>(`candidates/${id}/tentative-events`);
export const confirmTentativeEvent = (id: number, eventId: number) =>
  http.patch<TentativeEventConfirmation>(`candidates/${id}/tentative-events/${eventId}`, {});
export const rearrange = (id: number, anotherDateMemo: string) =>
  http.post<{ id: number }>(`candidates/${id}/tentative-events/rearrange`, { anotherDateMemo });
export const getEventHistory = (id: number) =>
  http.get<CandidateEventHistoryItem[]>(`candidates/${id}/event-history`);

export function useTentativeEvents(id: number) {
  return useQuery({
    queryKey: queryKeys.tentative(id),
    queryFn: () => unwrapResult(getTentativeEvents(id)),
  });
}

export function useEventHistory(id: number | null) {
  return useQuery({
    queryKey: queryKeys.history(id ?? 0),
    queryFn: () => unwrapResult(getEventHistory(id!)),
    enabled: id !== null,
  });
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
    mutationFn: (eventId: number) => unwrapResult(confirmTentativeEvent(id, eventId)),
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
