// Schedule adjustment and event history of a candidate. Confirming a tentative date books the
// interview (an event of the job's company with this candidate reserved) exactly once: the
// candidate row is locked, a confirmed date answers as confirmed again, and the other proposed
// dates are withdrawn.
import { entryChanger, entryReserver, entryStaff, isCancelExpired } from '../events/queries';
import { refuseConflicts, scheduleConflicts, type BookingWindow } from '../events/conflicts';
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type {
  CandidateEventHistoryItem,
  TentativeEvent,
  TentativeEventConfirmation,
  TentativeEvents,
} from '@portal/shared/contract/candidates';
import { aboutCandidate, recordAudit } from '../../audit/record';
import { staffNameOf } from '../../audit/staff-names-queries';
import { eventOfEntry } from '../../db/join-queries';
import { accounts } from '../../db/schema/agencies';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/auth-guard';
import {
  eventEntries,
  events,
  scheduleRearrangeRequests,
  tentativeEventComments,
  tentativeEvents,
} from '../../db/schema/events';
import { jobs } from '../../db/schema/jobs';
import { EVENT_ENTRY_STATUS } from '@portal/shared/enums';
import { notFound, validationError } from '../../plugins/http-errors';
import type { OwnCandidate } from './access-queries';
import { taskForConfirmedDate } from '../dashboard/auto-tasks';

export const TENTATIVE_NOT_FOUND_MESSAGE = '候補日程が見つかりません';
const HOUR = 60 * 60 * 1000;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The time a tentative date books: its end, or an hour when the company gave none. */
function windowOf(row: typeof tentativeEvents.$inferSelect): BookingWindow | null {
  if (!row.startAt) return null;
  return { startAt: row.startAt, endAt: row.endAt ?? new Date(row.startAt.getTime() + HOUR) };
}

function toTentative(
  row: typeof tentativeEvents.$inferSelect,
  confirmedBy: string | null,
): TentativeEvent {
  return {
    id: row.id,
    publishStart: iso(row.startAt),
    publishEnd: iso(row.endAt),
    isConfirmed: row.confirmedAt !== null,
    confirmedBy: row.confirmedAt !== null ? confirmedBy : null,
  };
}

/** The name of the staff account that confirmed a date (null: none or unknown). */
async function confirmerName(db: Pick<Database, 'select'>, accountId: number | null) {
  if (accountId === null) return null;
  const [row] = await db
    .select({ name: staffNameOf(accounts) })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.name ?? null;
}

export async function listTentativeEvents(
  db: Database,
  own: OwnCandidate,
): Promise<TentativeEvents> {
  const candidateId = own.id;
  const rows = await db
    .select({ date: tentativeEvents, confirmedBy: staffNameOf(accounts) })
    .from(tentativeEvents)
    .leftJoin(accounts, eq(accounts.id, tentativeEvents.confirmedByAccountId))
    .where(eq(tentativeEvents.candidateId, candidateId))
    .orderBy(asc(tentativeEvents.startAt), asc(tentativeEvents.id));
  const [comment] = await db
    .select({ comment: tentativeEventComments.comment })
    .from(tentativeEventComments)
    .where(eq(tentativeEventComments.candidateId, candidateId));
  const dates: TentativeEvent[] = [];
  for (const { date: row, confirmedBy } of rows) {
    const window = windowOf(row);
    // A date still to choose is marked when it overlaps another booking of the applicant.
    const conflicts =
      window && !row.confirmedAt
        ? await scheduleConflicts(db, own.agencyId, [candidateId], window)
        : [];
    dates.push({ ...toTentative(row, confirmedBy), ...(conflicts.length && { conflicts }) });
  }
  return { tentativeEvents: dates, comment: comment?.comment ?? '' };
}

export async function confirmTentativeEvent(
  db: Database,
  auth: AuthContext,
  own: OwnCandidate,
  tentativeId: number,
  now: Date,
  options: { allowConflict?: boolean } = {},
): Promise<TentativeEventConfirmation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from candidates where id = ${own.id} for update`);
    const [row] = await tx
      .select()
      .from(tentativeEvents)
      .where(and(eq(tentativeEvents.id, tentativeId), eq(tentativeEvents.candidateId, own.id)));
    if (!row) throw notFound(TENTATIVE_NOT_FOUND_MESSAGE);
    const [booked] = await tx
      .select({ eventId: eventEntries.eventId })
      .from(eventEntries)
      .where(eq(eventEntries.candidateId, own.id))
      .orderBy(desc(eventEntries.id))
      .limit(1);
    // A second click (or a second tab) on a confirmed date sees it confirmed, nothing is booked twice.
    if (row.confirmedAt) {
      const confirmedBy = await confirmerName(tx, row.confirmedByAccountId);
      return { ...toTentative(row, confirmedBy), eventInfoId: booked?.eventId ?? 0 };
    }
    if (!row.startAt) throw validationError({ eventId: ['日時が未設定の日程は確定できません。'] });
    const [job] = own.jobId
      ? await tx.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, own.jobId))
      : [];
    if (!job) throw validationError({ eventId: ['求人に紐づかない紹介の日程は確定できません。'] });
    // Issue 21: a date that overlaps another booking of the applicant is asked about first.
    await refuseConflicts(tx, own.agencyId, [own.id], windowOf(row)!, options);
    const [event] = await tx
      .insert(events)
      .values({
        companyId: job.companyId,
        siteId: own.siteId,
        title: `${own.selectionStepName ?? '面接'}（日程調整）`,
        ...windowOf(row)!,
        capacity: 1,
      })
      .returning({ id: events.id });
    await tx.insert(eventEntries).values({
      eventId: event.id,
      candidateId: own.id,
      agencyId: own.agencyId,
      status: EVENT_ENTRY_STATUS.RESERVED,
      reservedByAccountId: auth.accountId,
      updatedByAccountId: auth.accountId,
    });
    const [confirmed] = await tx
      .update(tentativeEvents)
      .set({ confirmedAt: now, confirmedByAccountId: auth.accountId })
      .where(eq(tentativeEvents.id, row.id))
      .returning();
    await tx
      .delete(tentativeEvents)
      .where(
        and(
          eq(tentativeEvents.candidateId, own.id),
          ne(tentativeEvents.id, row.id),
          isNull(tentativeEvents.confirmedAt),
        ),
      );
    await recordAudit(tx, {
      ...aboutCandidate(auth, own),
      action: 'date.confirmed',
      target: { type: 'tentative_event', id: row.id },
      after: { startAt: row.startAt, endAt: row.endAt, eventId: event.id },
    });
    // Issue 29: 「前日フォロー」 the day before the interview, once per confirmed date.
    await taskForConfirmedDate(tx, own.id, row.id, row.startAt, now);
    const confirmedBy = await confirmerName(tx, auth.accountId);
    return { ...toTentative(confirmed, confirmedBy), eventInfoId: event.id };
  });
}

/** 日程再調整: the agency asks the company for other dates (its memo), with the audit row. */
export async function requestRearrange(
  db: Database,
  auth: AuthContext,
  own: OwnCandidate,
  memo: string,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(scheduleRearrangeRequests)
      .values({ candidateId: own.id, accountId: auth.accountId, memo })
      .returning({ id: scheduleRearrangeRequests.id });
    await recordAudit(tx, {
      ...aboutCandidate(auth, own),
      action: 'date.rearrange_requested',
      target: { type: 'candidate', id: own.id },
      after: { memo },
    });
    return { id: row.id };
  });
}

export async function eventHistory(
  db: Database,
  own: OwnCandidate,
  now: Date,
): Promise<CandidateEventHistoryItem[]> {
  const candidateId = own.id;
  const rows = await db
    .select({ entry: eventEntries, event: events, ...entryStaff })
    .from(eventEntries)
    .innerJoin(events, eventOfEntry)
    .leftJoin(entryReserver, eq(entryReserver.id, eventEntries.reservedByAccountId))
    .leftJoin(entryChanger, eq(entryChanger.id, eventEntries.updatedByAccountId))
    .where(eq(eventEntries.candidateId, candidateId))
    .orderBy(desc(events.startAt), desc(eventEntries.id));
  const items: CandidateEventHistoryItem[] = [];
  for (const { entry, event, reservedBy, cancelledBy } of rows) {
    // A reservation that overlaps another booking of the applicant is marked (issue 21).
    const conflicts =
      entry.status === EVENT_ENTRY_STATUS.RESERVED && !event.cancelledAt
        ? await scheduleConflicts(db, own.agencyId, [candidateId], event, event.id)
        : [];
    items.push({
      ...historyItem(entry, event, now),
      reservedBy,
      cancelledBy,
      ...(conflicts.length && { conflicts }),
    });
  }
  return items;
}

function historyItem(
  entry: typeof eventEntries.$inferSelect,
  event: typeof events.$inferSelect,
  now: Date,
): Omit<CandidateEventHistoryItem, 'reservedBy' | 'cancelledBy'> {
  return {
    id: entry.id,
    eventInfoId: event.id,
    eventTitle: event.title,
    status: String(entry.status),
    publishStart: event.startAt.toISOString(),
    publishEnd: event.endAt.toISOString(),
    place: event.place,
    address: event.address,
    googleMeetUrl: event.googleMeetUrl,
    msteamsMeetingUrl: event.msteamsMeetingUrl,
    zoomJoinUrl: event.zoomJoinUrl,
    isCancelExpired: isCancelExpired(event, now),
    cancelAlertContent: event.cancelAlertContent,
  };
}
