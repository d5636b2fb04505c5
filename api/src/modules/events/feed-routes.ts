// The agency's calendar feed, registered from the contract. Under the session (CSRF on the
// write): GET /calendar-feed tells whether a URL was issued, POST /calendar-feed issues a new one
// (the old one stops working). Outside any session: GET /calendar/{token}.ics, read by calendar
// apps (Google, Outlook).
import type { FastifyInstance } from 'fastify';
import { calendarCalls as calls, calendarDocumentCall } from '@portal/shared/contract/calendar';
import { route } from '../../contract/route';
import { authOf } from '../../plugins/auth-guard';
import { orNotFound } from '../../plugins/http-errors';
import type { Services } from '../../services';
import { agencyOfToken, feedIssuedAt, feedItems, issueFeedToken } from './feed-queries';
import { buildCalendar } from './ics';

export const feedUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/calendar/${token}.ics`;

export function calendarFeedApiRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, calls['GET /calendar-feed'], {}, async ({ request }) => {
      const issuedAt = await feedIssuedAt(services.db, authOf(request).agencyId);
      return { issuedAt: issuedAt?.toISOString() ?? null };
    });

    route(app, calls['POST /calendar-feed'], {}, async ({ request }) => {
      const { token, issuedAt } = await issueFeedToken(
        services.db,
        authOf(request),
        services.now(),
      );
      return { url: feedUrl(services.config.publicUrl, token), issuedAt: issuedAt.toISOString() };
    });
  };
}

export function calendarFeedPublicRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, calendarDocumentCall, {}, async ({ params, reply }) => {
      const token = params.file.slice(0, -'.ics'.length);
      const agency = orNotFound(await agencyOfToken(services.db, token));
      const now = services.now();
      const host = new URL(services.config.publicUrl).hostname || 'portal';
      const items = await feedItems(services.db, agency.id, host, now);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(buildCalendar(`${agency.name} 説明会・面接`, items, now));
    });
  };
}
