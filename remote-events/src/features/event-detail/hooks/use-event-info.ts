// The open event's detail; refetched after every reserve or cancel.
import { useQuery } from '@tanstack/react-query';
import { useSiteId } from '@portal/shared/use-site-id';
import { eventInfoQuery } from '../api/get-event-info';

export function useEventInfo(eventId: number) {
  const siteId = useSiteId();
  return useQuery(eventInfoQuery(siteId, eventId));
}
