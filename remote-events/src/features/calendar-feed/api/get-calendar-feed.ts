// GET /calendar-feed: whether (and when) the agency's calendar URL was issued.
import { api } from '@portal/shared/api';

export function getCalendarFeed() {
  return api.get('/calendar-feed');
}
