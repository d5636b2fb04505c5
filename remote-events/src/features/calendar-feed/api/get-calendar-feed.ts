// GET /calendar-feed: whether (and when) the agency's calendar URL was issued.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import type { SiteId } from '@portal/shared/site';
import { eventKeys } from '../../../query-keys';

export function getCalendarFeed() {
  return api.get('/calendar-feed');
}

export const calendarFeedQuery = (siteId: SiteId) =>
  queryOptions({
    queryKey: eventKeys.feed(siteId),
    queryFn: () => unwrapResult(getCalendarFeed()),
  });
