// Contract of the events calls (spec 2 §3, §7): the month calendar, the event detail with its
// entries, the candidates that can still be reserved, reserve / cancel. The api registers its
// routes from `eventCalls`; remote-events calls them by path.
import { z } from '../zod';
import { EVENT_ENTRY_STATUS } from '../enums';
import { id, idParams, bodyId, staffNameOrNull } from './common';
import { call, calls } from './define';

export const eventInfo = z.object({
  id: z.number(),
  title: z.string(),
  /** 'YYYY/MM/DD HH:mm', Tokyo time. */
  publishStartDateTime: z.string(),
  companyName: z.string(),
  companyId: z.number(),
});
export type EventInfo = z.infer<typeof eventInfo>;

const entryStatus = z.union(
  Object.values(EVENT_ENTRY_STATUS).map((value) => z.literal(value)) as [
    z.ZodLiteral<1>,
    z.ZodLiteral<2>,
    z.ZodLiteral<3>,
    z.ZodLiteral<4>,
  ],
);

/** One candidate on an event (status 1 reserved, 2 canceled, 3 attended, 4 not attended). */
export const eventEntry = z.object({
  id: z.number(),
  /** The candidate's name in kana (読み), shown under the kanji name. */
  name: z.string(),
  /** The candidate's name in kanji ('姓 名'). */
  candidateName: z.string(),
  candidateId: z.number(),
  applicantId: z.number().nullable(),
  /** The job the candidate was referred to (the candidate detail route needs it). */
  jobInformationForIcId: z.number().nullable(),
  status: entryStatus,
  /** The agency's staff member who reserved (null: unknown). */
  reservedBy: staffNameOrNull,
  /** Who of the agency cancelled (status 2); null otherwise, or when the company cancelled. */
  cancelledBy: staffNameOrNull,
});
export type EventEntry = z.infer<typeof eventEntry>;

export const eventDetail = z.object({
  id: z.number(),
  title: z.string(),
  /** ISO 8601 with the Tokyo offset. */
  eventStartTime: z.string(),
  eventEndTime: z.string(),
  companyId: z.number(),
  companyName: z.string(),
  place: z.string(),
  address: z.string(),
  /** Seats left, as a string number (spec 2 §3). */
  vacancy: z.string(),
  capacity: z.number(),
  content: z.string(),
  isCancelExpired: z.boolean(),
  isReservationExpired: z.boolean(),
  reserveAlertContent: z.string().nullable(),
  cancelAlertContent: z.string().nullable(),
  googleMeetUrl: z.string().nullable(),
  msteamsMeetingUrl: z.string().nullable(),
  zoomJoinUrl: z.string().nullable(),
  /** Only this agency's entries. */
  entries: z.array(eventEntry),
});
export type EventDetail = z.infer<typeof eventDetail>;

/** A candidate not reserved on the event yet, named as its entry would name it. */
export const notReservingCandidate = eventEntry.pick({
  candidateId: true,
  applicantId: true,
  jobInformationForIcId: true,
  candidateName: true,
  name: true,
});
export type NotReservingCandidate = z.infer<typeof notReservingCandidate>;

export const reserveResponse = z.object({
  entries: z.array(eventEntry),
  vacancy: z.string(),
});

export const EVENT_MONTH_MESSAGE = '開催月は YYYY/MM の形式で指定してください。';
export const MAX_EVENT_COMPANIES = 200;

/** One id, repeated ids, or '' (nothing chosen): read as a list. */
const companyIdList = z
  .union([z.literal(''), id, z.array(z.union([z.literal(''), id])).max(MAX_EVENT_COMPANIES)])
  .optional()
  .transform((value) =>
    (value === undefined ? [] : Array.isArray(value) ? value : [value]).filter(
      (item): item is number => item !== '',
    ),
  );

/**
 * GET /event-infos?eventHeldMonth=YYYY/MM&jobCompanyIds=1&jobCompanyIds=2 (also `jobCompanyIds[]`):
 * the events of one month (Tokyo time) of the MATCHED companies of the site, optionally only of
 * the given companies. Shown as 1-hour items.
 */
export const eventListQuery = z.object({
  eventHeldMonth: z.string().regex(/^\d{4}\/(0[1-9]|1[0-2])$/, EVENT_MONTH_MESSAGE),
  jobCompanyIds: companyIdList,
  'jobCompanyIds[]': companyIdList,
});

/**
 * Schedule conflicts (issue 21): another reserved event or a confirmed interview date of the same
 * applicant (any company, any job) that overlaps the time being booked.
 */
export const scheduleConflict = z.object({
  /** The candidate being booked (its name in kanji, '姓 名'). */
  candidateId: z.number(),
  candidateName: z.string(),
  /** The event already booked, and its time (ISO 8601 with the Tokyo offset). */
  eventInfoId: z.number(),
  eventTitle: z.string(),
  companyName: z.string(),
  publishStart: z.string(),
  publishEnd: z.string(),
});
export type ScheduleConflict = z.infer<typeof scheduleConflict>;

export const SCHEDULE_CONFLICT_STATUS = 409;
export const SCHEDULE_CONFLICT_MESSAGE = '同じ時間帯に他の予定が入っています。';

/**
 * The 409 body of a booking that overlaps another (reservation or date confirmation): nothing
 * was booked; sent again with `allowConflict: true` it is.
 */
export const scheduleConflictAnswer = z.object({
  message: z.string(),
  conflicts: z.array(scheduleConflict).min(1),
});

/** The conflicts of a failed booking, or null when it failed for another reason. */
export function conflictsOf(failure: {
  status?: number;
  body?: unknown;
}): ScheduleConflict[] | null {
  if (failure.status !== SCHEDULE_CONFLICT_STATUS) return null;
  const parsed = scheduleConflictAnswer.safeParse(failure.body);
  return parsed.success ? parsed.data.conflicts : null;
}

/** Books even when the time overlaps another booking of the same applicant (asked first). */
export const allowConflict = z.boolean().optional();

export const RESERVE_NONE_MESSAGE = '予約する候補者が選択されていません';

/** POST /event-infos/{id}/event-entries: all of them or none (seats, deadline). */
export const reserveRequest = z.object({
  candidateIds: z
    .array(bodyId)
    .max(100)
    // A custom rule, so the answer is the spec's own text (spec 2 §5).
    .refine((ids) => ids.length > 0, RESERVE_NONE_MESSAGE)
    .refine((ids) => new Set(ids).size === ids.length, '同じ候補者が重複しています。'),
  allowConflict,
});
export type ReserveRequest = z.input<typeof reserveRequest>;

/** PATCH /event-infos/{id}/event-entries/{entryId} */
export const cancelEntryRequest = z.object({ status: z.literal('CANCELED') });

export const eventCalls = calls('説明会・面接 (events)', {
  'GET /event-infos': call({
    summary: 'The events of one month of the matched companies (optionally only some)',
    query: eventListQuery,
    response: z.array(eventInfo),
  }),
  'GET /event-infos/{id}': call({
    summary: 'One event with this agency’s entries',
    params: idParams,
    response: eventDetail,
  }),
  'GET /event-infos/{id}/not-reserving-candidates': call({
    operationId: 'listUnreservedCandidates',
    summary: 'The agency’s candidates of the company not yet reserved (keyword: names)',
    params: idParams,
    query: z.object({ keyword: z.string().max(200).optional() }),
    response: z.array(notReservingCandidate),
  }),
  'POST /event-infos/{id}/event-entries': call({
    operationId: 'reserveEventEntries',
    refusals: [409],
    summary:
      'Reserves every candidate given, or none (seats, deadline); 409 with the conflicts when one overlaps another booking of the same applicant, unless allowConflict',
    params: idParams,
    body: reserveRequest,
    response: reserveResponse,
    status: 201,
  }),
  'PATCH /event-infos/{id}/event-entries/{entryId}': call({
    operationId: 'cancelEventEntry',
    summary: 'Cancels one reservation',
    params: z.object({ id, entryId: id }),
    body: cancelEntryRequest,
    response: eventEntry,
  }),
});
