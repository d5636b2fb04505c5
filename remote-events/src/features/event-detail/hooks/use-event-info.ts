// The open event's detail; refetched after every reserve or cancel.
import { useQuery } from '@tanstack/react-query';
import { unwrapResult } from '@portal/shared/query-client';
import { useSiteId } from '@portal/shared/use-site-id';
import { eventKeys } from '../../../query-keys';
import { getEventInfo } from '../api/get-event-info';

export function useEventInfo(eventId: number) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: eventKeys.detail(siteId, eventId),
    queryFn: () => unwrapResult(getEventInfo(eventId)),
    staleTime: 0,
  });
}
