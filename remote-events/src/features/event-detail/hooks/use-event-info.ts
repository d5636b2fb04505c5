// The open event's detail; refetched after every reserve or cancel.
import { useQuery } from '@tanstack/react-query';
import { eventInfoQuery } from '../api/get-event-info';

export function useEventInfo(eventId: number) {
  return useQuery(eventInfoQuery(eventId));
}
