// Tentative dates (GET, PATCH confirm, POST rearrange) and the event history of a candidate.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { scheduleRearrangeRequests } from '../../db/schema/events';
import { authOf } from '../../plugins/auth-guard';
import { parseInput } from '../../plugins/validation';
import type { Services } from '../../services';
import { idsOf, ownCandidate } from './access';
import { confirmTentativeEvent, eventHistory, listTentativeEvents } from './schedule-queries';

const rearrangeBody = z.object({ anotherDateMemo: z.string().trim().min(1).max(2000) });

export function scheduleRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get('/candidates/:id/tentative-events', async (request) => {
      const own = await ownCandidate(services.db, authOf(request), idsOf(request.params, 'id').id);
      return { data: await listTentativeEvents(services.db, own.id) };
    });

    app.patch('/candidates/:id/tentative-events/:eventId', async (request) => {
      const ids = idsOf(request.params, 'id', 'eventId');
      const own = await ownCandidate(services.db, authOf(request), ids.id);
      return { data: await confirmTentativeEvent(services.db, own, ids.eventId, services.now()) };
    });

    app.post('/candidates/:id/tentative-events/rearrange', async (request, reply) => {
      const auth = authOf(request);
      const own = await ownCandidate(services.db, auth, idsOf(request.params, 'id').id);
      const { anotherDateMemo } = parseInput(rearrangeBody, request.body, {
        anotherDateMemo: '希望日程',
      });
      const [row] = await services.db
        .insert(scheduleRearrangeRequests)
        .values({ candidateId: own.id, accountId: auth.accountId, memo: anotherDateMemo })
        .returning({ id: scheduleRearrangeRequests.id });
      return reply.code(201).send({ data: { id: row.id } });
    });

    app.get('/candidates/:id/event-history', async (request) => {
      const own = await ownCandidate(services.db, authOf(request), idsOf(request.params, 'id').id);
      return { data: await eventHistory(services.db, own.id) };
    });
  };
}
