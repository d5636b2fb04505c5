// GET /calendar-feed: whether (and when) the agency's calendar URL was issued.
import type { CalendarFeedStatus } from '@portal/shared/contract/events';
import { http } from '@portal/shared/http';

export function getCalendarFeed() {
  return http.get<CalendarFeedStatus>('/calendar-feed');
}
