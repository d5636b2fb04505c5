// POST /calendar-feed: issues a new secret URL; the previous one stops working.
import type { CalendarFeed } from '@portal/shared/contract/events';
import { http } from '@portal/shared/http';

export function postCalendarFeed() {
  return http.post<CalendarFeed>('/calendar-feed');
}
