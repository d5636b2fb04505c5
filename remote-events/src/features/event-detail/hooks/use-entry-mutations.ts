// Reserve and cancel: toasts of spec 2 §8 (the server's own message for a 422, e.g. the seats
// left), then the detail and the candidate lists of the event are refreshed. A reservation that
// overlaps other bookings (409, issue 21) is no failure to toast: the panel asks about it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@portal/shared/feedback';
import { toastError, unwrapResult } from '@portal/shared/query-client';
import { conflictsOfError } from '@portal/shared/ui/schedule-conflicts';
import { useSiteId } from '@portal/shared/use-site-id';
import { messages } from '../../../messages';
import { eventKeys } from '../../../query-keys';
import { patchEventEntry } from '../api/patch-event-entry';
import { postEventEntries } from '../api/post-event-entries';

function useRefreshEvent(eventId: number) {
  const siteId = useSiteId();
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: eventKeys.detail(siteId, eventId) }),
      client.invalidateQueries({ queryKey: eventKeys.candidatesOf(siteId, eventId) }),
    ]);
}

const showFailure = (error: unknown, fallback: string) => {
  toastError(error, fallback);
};

export function useReserve(eventId: number) {
  const refresh = useRefreshEvent(eventId);
  return useMutation({
    mutationFn: (body: { candidateIds: number[]; allowConflict?: boolean }) =>
      unwrapResult(postEventEntries(eventId, body)),
    onSuccess: () => toast.success(messages.reserved),
    onError: (error) => {
      if (!conflictsOfError(error)) showFailure(error, messages.reserveFailure);
    },
    // A refusal (seats taken meanwhile) also shows the current seats and entries.
    onSettled: refresh,
  });
}

export function useCancelEntry(eventId: number) {
  const refresh = useRefreshEvent(eventId);
  return useMutation({
    mutationFn: (entryId: number) => unwrapResult(patchEventEntry(eventId, entryId)),
    onSuccess: () => toast.success(messages.entryCancelled),
    onError: (error) => showFailure(error, messages.entryCancelFailure),
    onSettled: refresh,
  });
}
