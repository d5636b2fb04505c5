// Tentative dates (GET, PATCH confirm, POST rearrange) and the event history of a candidate.
import type { FastifyInstance } from 'fastify';
import { candidateCalls as calls } from '@portal/shared/contract/candidates';
import { route } from '../../contract/route';
import { authOf } from '../../plugins/auth-guard';
import type { Services } from '../../services';
import { CANDIDATE_PATH_NOT_FOUND, ownCandidate } from './access-queries';
import {
  confirmTentativeEvent,
  eventHistory,
  listTentativeEvents,
  requestRearrange,
} from './schedule-queries';

export function scheduleRoutes(services: Services) {
  const { db } = services;
  const options = {
    notFound: CANDIDATE_PATH_NOT_FOUND,
    labels: { anotherDateMemo: '希望日程' },
  };
  return async (app: FastifyInstance) => {
    route(
      app,
      calls['GET /candidates/{id}/tentative-events'],
      options,
      async ({ request, params }) => {
        const own = await ownCandidate(db, authOf(request), params.id);
        return listTentativeEvents(db, own);
      },
    );

    route(
      app,
      calls['PATCH /candidates/{id}/tentative-events/{eventId}'],
      options,
      async ({ request, params, body }) => {
        const auth = authOf(request);
        const own = await ownCandidate(db, auth, params.id);
        return confirmTentativeEvent(db, auth, own, params.eventId, services.now(), {
          allowConflict: body?.allowConflict,
        });
      },
    );

    route(
      app,
      calls['POST /candidates/{id}/tentative-events/rearrange'],
      options,
      async ({ request, params, body }) => {
        const auth = authOf(request);
        const own = await ownCandidate(db, auth, params.id);
        return requestRearrange(db, auth, own, body.anotherDateMemo);
      },
    );

    route(
      app,
      calls['GET /candidates/{id}/event-history'],
      options,
      async ({ request, params }) => {
        const own = await ownCandidate(db, authOf(request), params.id);
        return eventHistory(db, own, services.now());
      },
    );
  };
}
