// The events calls of spec 2 §7: the month list (GET /event-infos?eventHeldMonth=YYYY/MM with
// optional repeated jobCompanyIds), the detail, the candidates that can still be reserved,
// reserve many, cancel one. Every id of another agency, site or unmatched company is a 404.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf } from '../../plugins/auth-guard';
import { notFound } from '../../plugins/http-errors';
import { parseInput } from '../../plugins/validation';
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

const id = z.coerce.number().int().positive().max(2_147_483_647);

const toList = (value: unknown) =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).filter((v) => v !== '');

const listQuery = z.object({
  eventHeldMonth: z
    .string()
    .regex(/^\d{4}\/(0[1-9]|1[0-2])$/, '開催月は YYYY/MM の形式で指定してください。'),
  jobCompanyIds: z.array(id).max(200),
});

const keywordQuery = z.object({ keyword: z.string().max(200).optional() });
const eventParams = z.object({ eventId: id });
const entryParams = z.object({ eventId: id, entryId: id });
const reserveBody = z.object({
  candidateIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(100)
    // A custom rule, so the answer is the spec's own text (spec 2 §5).
    .refine((ids) => ids.length > 0, '予約する候補者が選択されていません')
    .refine((ids) => new Set(ids).size === ids.length, '同じ候補者が重複しています。'),
});
const cancelBody = z.object({ status: z.literal('CANCELED') });

const LABELS = {
  eventHeldMonth: '開催月',
  jobCompanyIds: '企業',
  keyword: 'キーワード',
  candidateIds: '候補者',
  status: 'ステータス',
};

export function eventRoutes(services: Services) {
  const { db } = services;
  const params = <S extends z.ZodType>(schema: S, input: unknown, message: string): z.output<S> => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) throw notFound(message);
    return parsed.data;
  };

  return async (app: FastifyInstance) => {
    await app.register(calendarFeedApiRoutes(services));

    app.get('/event-infos', async (request) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const input = parseInput(
        listQuery,
        {
          eventHeldMonth: query.eventHeldMonth,
          jobCompanyIds: [...toList(query.jobCompanyIds), ...toList(query['jobCompanyIds[]'])],
        },
        LABELS,
      );
      return {
        data: await listEvents(db, authOf(request), input.eventHeldMonth, input.jobCompanyIds),
      };
    });

    app.get('/event-infos/:eventId', async (request) => {
      const { eventId } = params(eventParams, request.params, EVENT_NOT_FOUND_MESSAGE);
      const detail = await eventDetail(db, authOf(request), eventId, services.now());
      if (!detail) throw notFound(EVENT_NOT_FOUND_MESSAGE);
      return { data: detail };
    });

    app.get('/event-infos/:eventId/not-reserving-candidates', async (request) => {
      const { eventId } = params(eventParams, request.params, EVENT_NOT_FOUND_MESSAGE);
      const { keyword } = parseInput(keywordQuery, request.query, LABELS);
      const auth = authOf(request);
      const event = await findVisibleEvent(db, auth, eventId);
      if (!event) throw notFound(EVENT_NOT_FOUND_MESSAGE);
      return { data: await notReservingCandidates(db, auth, event, keyword) };
    });

    app.post('/event-infos/:eventId/event-entries', async (request, reply) => {
      const { eventId } = params(eventParams, request.params, EVENT_NOT_FOUND_MESSAGE);
      const { candidateIds } = parseInput(reserveBody, request.body, LABELS);
      const auth = authOf(request);
      const result = await reserve(db, auth, eventId, candidateIds, services.now());
      const companyName = await companyNameOf(db, result.event.companyId);
      await mailReserved(
        services.notifications,
        auth.agencyId,
        result.event,
        companyName,
        result.names,
      );
      return reply.code(201).send({
        data: { entries: result.entries, vacancy: String(result.vacancy) },
      });
    });

    app.patch('/event-infos/:eventId/event-entries/:entryId', async (request) => {
      const ids = params(entryParams, request.params, ENTRY_NOT_FOUND_MESSAGE);
      parseInput(cancelBody, request.body, LABELS);
      const auth = authOf(request);
      const { event, entry } = await cancelEntry(
        db,
        auth,
        ids.eventId,
        ids.entryId,
        services.now(),
      );
      const companyName = await companyNameOf(db, event.companyId);
      await mailReservationCancelled(
        services.notifications,
        auth.agencyId,
        event,
        companyName,
        entry.candidateName,
      );
      return { data: entry };
    });
  };
}
