// Briefing sessions and interviews of hiring companies, the candidates reserved on them, and the
// schedule adjustment of a candidate (tentative dates proposed by the company, the agency's answer).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, agencies, agencyRef } from './agencies';
import { candidateRef } from './applicants';
import {
  createdAt,
  optionalRef,
  requiredRef,
  serialId,
  siteId,
  siteIdCheck,
  timestamps,
  timestampTz,
  updatedAt,
} from './columns';
import { companyRef } from './companies';

export const events = pgTable(
  'events',
  {
    id: serialId(),
    companyId: companyRef(),
    siteId: siteId(),
    title: text('title').notNull(),
    startAt: timestampTz('start_at').notNull(),
    endAt: timestampTz('end_at').notNull(),
    place: text('place').notNull().default(''),
    address: text('address').notNull().default(''),
    /** Seats in total; the vacancy shown is capacity minus reserved entries. */
    capacity: integer('capacity').notNull(),
    content: text('content').notNull().default(''),
    reservationDeadlineAt: timestampTz('reservation_deadline_at'),
    cancelDeadlineAt: timestampTz('cancel_deadline_at'),
    reserveAlertContent: text('reserve_alert_content'),
    cancelAlertContent: text('cancel_alert_content'),
    googleMeetUrl: text('google_meet_url'),
    msteamsMeetingUrl: text('msteams_meeting_url'),
    zoomJoinUrl: text('zoom_join_url'),
    /** Set when the company cancels the event: it leaves the calendar, its entries become canceled. */
    cancelledAt: timestampTz('cancelled_at'),
    ...timestamps(),
  },
  (t) => [
    index('events_site_start_idx').on(t.siteId, t.startAt),
    index('events_company_id_idx').on(t.companyId),
    check('events_capacity_check', sql`${t.capacity} >= 0`),
    siteIdCheck('events_site_id_check', t.siteId),
  ],
);

export const eventEntries = pgTable(
  'event_entries',
  {
    id: serialId(),
    eventId: requiredRef('event_id', () => events.id),
    candidateId: candidateRef(),
    agencyId: agencyRef(),
    /** 1 reserved, 2 canceled, 3 attended, 4 not attended. */
    status: smallint('status').notNull().default(1),
    /** The staff account that reserved, and the one that last changed the entry. */
    reservedByAccountId: optionalRef('reserved_by_account_id', () => accounts.id),
    updatedByAccountId: optionalRef('updated_by_account_id', () => accounts.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('event_entries_event_candidate_unique').on(t.eventId, t.candidateId),
    index('event_entries_candidate_id_idx').on(t.candidateId),
    index('event_entries_agency_id_idx').on(t.agencyId),
    check('event_entries_status_check', sql`${t.status} between 1 and 4`),
  ],
);

export const tentativeEvents = pgTable(
  'tentative_events',
  {
    id: serialId(),
    candidateId: candidateRef(),
    startAt: timestampTz('start_at'),
    endAt: timestampTz('end_at'),
    confirmedAt: timestampTz('confirmed_at'),
    confirmedByAccountId: optionalRef('confirmed_by_account_id', () => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [index('tentative_events_candidate_id_idx').on(t.candidateId)],
);

/** The company's comment that goes with its tentative dates (one per candidate). */
export const tentativeEventComments = pgTable(
  'tentative_event_comments',
  {
    candidateId: candidateRef(),
    comment: text('comment').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.candidateId] })],
);

/** The agency's free-text counter-proposal ("other dates"). */
export const scheduleRearrangeRequests = pgTable(
  'schedule_rearrange_requests',
  {
    id: serialId(),
    candidateId: candidateRef(),
    accountId: optionalRef('account_id', () => accounts.id),
    memo: text('memo').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('schedule_rearrange_requests_candidate_id_idx').on(t.candidateId)],
);

/** The secret of an agency's iCalendar feed URL (only its SHA-256 digest); renewing replaces it. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    agencyId: integer('agency_id')
      .primaryKey()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    tokenDigest: text('token_digest').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_digest_unique').on(t.tokenDigest)],
);
