// GET /event-infos/{id}: the event with this agency's entries.
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';

/** The event's detail: loaded again whenever its modal opens (seats change) and after a write. */
export const eventInfoQuery = (eventId: number) => ({
  ...callQuery('/event-infos/{id}', { params: { id: eventId } }),
  staleTime: 0,
});

/**
 * The open event's detail; refetched after every reserve or cancel.
 */
export function useEventInfo(eventId: number) {
  return useQuery(eventInfoQuery(eventId));
}
