// GET /event-infos/{id}: the event with this agency's entries.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import type { SiteId } from '@portal/shared/site';
import { eventKeys } from '../../../query-keys';

export function getEventInfo(eventId: number) {
  return api.get('/event-infos/{id}', { params: { id: eventId } });
}

/** The event's detail: loaded again whenever its modal opens (seats change) and after a write. */
export const eventInfoQuery = (siteId: SiteId, eventId: number) =>
  queryOptions({
    queryKey: eventKeys.detail(siteId, eventId),
    queryFn: () => unwrapResult(getEventInfo(eventId)),
    staleTime: 0,
  });
