// Contract of the agency's calendar feed: under the session, whether a URL was issued and
// issuing a new one (its secret is stored only as a digest, so the URL is shown once; renewing
// stops the previous one); outside any session, the iCalendar document calendar apps read.
import { z } from '../zod';
import { call, calls } from './define';

export const calendarFeedStatus = z.object({
  /** ISO 8601; null before the first issue. */
  issuedAt: z.string().nullable(),
});

export const calendarFeed = z.object({
  /** `{PUBLIC_URL}/calendar/{token}.ics` — iCalendar (RFC 5545) of the agency's reservations. */
  url: z.string(),
  issuedAt: z.string(),
});

const TAG = 'カレンダー連携 (calendar feed)';

export const calendarCalls = calls(TAG, {
  'GET /calendar-feed': call({
    summary: 'Whether (and when) the agency’s calendar URL was issued',
    response: calendarFeedStatus,
  }),
  'POST /calendar-feed': call({
    operationId: 'issueCalendarFeed',
    summary: 'Issues a new secret calendar URL; the previous one stops working',
    response: calendarFeed,
    status: 201,
  }),
});

/** `{token}.ics`: the secret of the feed URL. */
export const CALENDAR_FEED_FILE = /^([A-Za-z0-9_-]{20,100})\.ics$/;

/**
 * GET /calendar/{file}: the iCalendar document itself. It lives at the site root, outside the api
 * base (calendar apps keep the URL), so it is not in the api's table; the route is registered
 * from this declaration all the same. A token that is unknown or malformed is a 404.
 */
export const calendarDocumentCall = calls(TAG, {
  'GET /calendar/{file}': call({
    summary: 'The iCalendar (RFC 5545) of the agency’s reservations, read by calendar apps',
    params: z.object({ file: z.string().regex(CALENDAR_FEED_FILE) }),
    answer: 'document',
    contentType: 'text/calendar',
    public: true,
  }),
})['GET /calendar/{file}'];
