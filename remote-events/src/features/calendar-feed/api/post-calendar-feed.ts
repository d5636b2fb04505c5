// POST /calendar-feed: issues a new secret URL; the previous one stops working.
import { api } from '@portal/shared/api';

export function postCalendarFeed() {
  return api.post('/calendar-feed');
}
