// The events calls of spec 2 §7, registered from the contract: the month list
// (GET /event-infos?eventHeldMonth=YYYY/MM with optional repeated jobCompanyIds), the detail, the
// candidates that can still be reserved, reserve many, cancel one. Every id of another agency,
// site or unmatched company is a 404.
import type { FastifyInstance } from 'fastify';
import { eventCalls as calls } from '@portal/shared/contract/events';
import { route } from '../../contract/route';
import { authOf } from '../../plugins/auth-guard';
import { orNotFound } from '../../plugins/http-errors';
import type { Services } from '../../services';
import { mailReservationCancelled, mailReserved } from './event-mails';
import { calendarFeedApiRoutes } from './feed-routes';
import {
  companyNameOf,
  eventDetail,
  findVisibleEvent,
  listEvents,
  notReservingCandidates,
} from './queries';
import {
  cancelEntry,
  ENTRY_NOT_FOUND_MESSAGE,
  EVENT_NOT_FOUND_MESSAGE,
  reserve,
} from './reservations';

const LABELS = {
  eventHeldMonth: '開催月',
  jobCompanyIds: '企業',
  'jobCompanyIds[]': '企業',
  keyword: 'キーワード',
  candidateIds: '候補者',
  status: 'ステータス',
};

export function eventRoutes(services: Services) {
  const { db } = services;
  const event = { labels: LABELS, notFound: EVENT_NOT_FOUND_MESSAGE };

  return async (app: FastifyInstance) => {
    await app.register(calendarFeedApiRoutes(services));

    route(app, calls['GET /event-infos'], event, async ({ request, query }) => {
      const companyIds = [...query.jobCompanyIds, ...query['jobCompanyIds[]']];
      return listEvents(db, authOf(request), query.eventHeldMonth, companyIds);
    });

    route(app, calls['GET /event-infos/{id}'], event, async ({ request, params }) => {
      const detail = await eventDetail(db, authOf(request), params.id, services.now());
      return orNotFound(detail, EVENT_NOT_FOUND_MESSAGE);
    });

    route(
      app,
      calls['GET /event-infos/{id}/not-reserving-candidates'],
      event,
      async ({ request, params, query }) => {
        const auth = authOf(request);
        const found = orNotFound(
          await findVisibleEvent(db, auth, params.id),
          EVENT_NOT_FOUND_MESSAGE,
        );
        return notReservingCandidates(db, auth, found, query.keyword);
      },
    );

    route(
      app,
      calls['POST /event-infos/{id}/event-entries'],
      event,
      async ({ request, params, body }) => {
        const auth = authOf(request);
        const result = await reserve(db, auth, params.id, body.candidateIds, services.now(), {
          allowConflict: body.allowConflict,
        });
        const companyName = await companyNameOf(db, result.event.companyId);
        await mailReserved(
          services.notifications,
          auth.agencyId,
          result.event,
          companyName,
          result.names,
        );
        return { entries: result.entries, vacancy: String(result.vacancy) };
      },
    );

    route(
      app,
      calls['PATCH /event-infos/{id}/event-entries/{entryId}'],
      { labels: LABELS, notFound: ENTRY_NOT_FOUND_MESSAGE },
      async ({ request, params }) => {
        const auth = authOf(request);
        const { event: cancelled, entry } = await cancelEntry(
          db,
          auth,
          params.id,
          params.entryId,
          services.now(),
        );
        const companyName = await companyNameOf(db, cancelled.companyId);
        await mailReservationCancelled(
          services.notifications,
          auth.agencyId,
          cancelled,
          companyName,
          entry.candidateName,
        );
        return entry;
      },
    );
  };
}
