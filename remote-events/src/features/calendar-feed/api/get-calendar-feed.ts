// GET /calendar-feed: whether (and when) the agency's calendar URL was issued.
import { callQuery } from '@portal/shared/call-query';

export const calendarFeedQuery = () => callQuery('/calendar-feed');
