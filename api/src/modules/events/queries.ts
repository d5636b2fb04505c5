// Reads of the events area, always scoped by the session: events of the site whose company is
// MATCHED with the agency (and not cancelled), and only the agency's own entries and candidates.
import {
  and,
  asc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  EventDetail,
  EventEntry,
  EventInfo,
  NotReservingCandidate,
} from '@portal/shared/contract/events';
import type { EventEntryStatus } from '@portal/shared/enums';
import { staffAccount, staffNameOf } from '../../audit/staff-names-queries';
import {
  applicantKanjiName,
  applicantOfCandidate,
  candidateOfEntry,
  companyOfEvent,
} from '../../db/join-queries';
import type { Database } from '../../db/client';
import { rowsWhere } from '../../db/exists-queries';
import { ownedBy } from '../../db/owned-queries';
import { applicants, candidates } from '../../db/schema/applicants';
import { hiringCompanies } from '../../db/schema/companies';
import { eventEntries, events } from '../../db/schema/events';
import { jobs } from '../../db/schema/jobs';
import type { AuthContext } from '../../plugins/auth-guard';
import { tokyoDisplay, tokyoIso, tokyoMonthRange } from '@portal/shared/tokyo-time';
import { EVENT_ENTRY_STATUS } from '@portal/shared/enums';
import { containsPattern } from '../../db/like';
import { byNameReading } from '../applicants/name-order-queries';
import { matchedWith } from '../companies/queries';

type Event = typeof events.$inferSelect;

/** The event is visible to the agency: its site, a MATCHED company, not cancelled. */
export function visibleEvent(auth: AuthContext): SQL {
  return and(
    eq(events.siteId, auth.siteId),
    isNull(events.cancelledAt),
    matchedWith(auth.agencyId, events.companyId),
  )!;
}

export async function listEvents(
  db: Database,
  auth: AuthContext,
  month: string,
  companyIds: number[],
): Promise<EventInfo[]> {
  const { from, to } = tokyoMonthRange(month);
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      startAt: events.startAt,
      companyId: events.companyId,
      companyName: hiringCompanies.name,
    })
    .from(events)
    .innerJoin(hiringCompanies, companyOfEvent)
    .where(
      and(
        visibleEvent(auth),
        gte(events.startAt, from),
        lt(events.startAt, to),
        companyIds.length > 0 ? inArray(events.companyId, companyIds) : undefined,
      ),
    )
    .orderBy(asc(events.startAt), asc(events.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    publishStartDateTime: tokyoDisplay(row.startAt),
    companyName: row.companyName,
    companyId: row.companyId,
  }));
}

export async function findVisibleEvent(
  db: Database,
  auth: AuthContext,
  eventId: number,
): Promise<(Event & { companyName: string }) | null> {
  const [row] = await db
    .select({ event: events, companyName: hiringCompanies.name })
    .from(events)
    .innerJoin(hiringCompanies, companyOfEvent)
    .where(and(eq(events.id, eventId), visibleEvent(auth)));
  return row ? { ...row.event, companyName: row.companyName } : null;
}

/** Reservations close at the deadline, or at the start when the company set none. */
export const isReservationExpired = (event: Event, now: Date) =>
  now >= (event.reservationDeadlineAt ?? event.startAt);
export const isCancelExpired = (event: Event, now: Date) =>
  now >= (event.cancelDeadlineAt ?? event.startAt);

export async function reservedCount(db: Database, eventId: number): Promise<number> {
  return db.$count(
    eventEntries,
    and(eq(eventEntries.eventId, eventId), eq(eventEntries.status, EVENT_ENTRY_STATUS.RESERVED)),
  );
}

const fullName = (sei: string, mei: string) => `${sei} ${mei}`;

/** A name from its two parts, either of which may be missing (a left-joined applicant). */
export const personName = (sei: string | null, mei: string | null) =>
  `${sei ?? ''} ${mei ?? ''}`.trim();

/** The candidate and its applicant's names, as entries and reservable candidates list them. */
const candidateColumns = {
  candidateId: candidates.id,
  applicantId: candidates.applicantId,
  jobId: candidates.jobId,
  ...applicantKanjiName,
  seiKana: applicants.seiKana,
  meiKana: applicants.meiKana,
};

/** The staff accounts of an entry: who reserved it, who last changed it. */
export const entryReserver = staffAccount('entry_reserver');
export const entryChanger = staffAccount('entry_changer');

/**
 * Who of the agency reserved an entry and, for a cancelled one, who cancelled it: the staff
 * account that last changed it (a company's change clears it, so then it names nobody). The
 * query joins `entryReserver` and `entryChanger` on the entry's account ids.
 */
export const entryStaff = {
  reservedBy: staffNameOf(entryReserver),
  cancelledBy: sql<string | null>`case when ${eventEntries.status} = ${EVENT_ENTRY_STATUS.CANCELED}
    then ${staffNameOf(entryChanger)} end`,
};

export async function agencyEntries(
  db: Database,
  agencyId: number,
  eventId: number,
  entryIds?: number[],
): Promise<EventEntry[]> {
  const rows = await db
    .select({
      id: eventEntries.id,
      status: eventEntries.status,
      ...candidateColumns,
      ...entryStaff,
    })
    .from(eventEntries)
    .innerJoin(candidates, candidateOfEntry)
    .leftJoin(applicants, applicantOfCandidate)
    .leftJoin(entryReserver, eq(entryReserver.id, eventEntries.reservedByAccountId))
    .leftJoin(entryChanger, eq(entryChanger.id, eventEntries.updatedByAccountId))
    .where(
      and(
        eq(eventEntries.eventId, eventId),
        eq(eventEntries.agencyId, agencyId),
        entryIds ? inArray(eventEntries.id, entryIds) : undefined,
      ),
    )
    .orderBy(asc(eventEntries.id));
  return rows.map((row) => ({
    id: row.id,
    name: personName(row.seiKana, row.meiKana),
    candidateName: personName(row.seiKanji, row.meiKanji),
    candidateId: row.candidateId,
    applicantId: row.applicantId,
    jobInformationForIcId: row.jobId,
    status: row.status as EventEntryStatus,
    reservedBy: row.reservedBy,
    cancelledBy: row.cancelledBy,
  }));
}

export async function eventDetail(
  db: Database,
  auth: AuthContext,
  eventId: number,
  now: Date,
): Promise<EventDetail | null> {
  const event = await findVisibleEvent(db, auth, eventId);
  if (!event) return null;
  const reserved = await reservedCount(db, event.id);
  return {
    id: event.id,
    title: event.title,
    eventStartTime: tokyoIso(event.startAt),
    eventEndTime: tokyoIso(event.endAt),
    companyId: event.companyId,
    companyName: event.companyName,
    place: event.place,
    address: event.address,
    vacancy: String(Math.max(0, event.capacity - reserved)),
    capacity: event.capacity,
    content: event.content,
    isCancelExpired: isCancelExpired(event, now),
    isReservationExpired: isReservationExpired(event, now),
    reserveAlertContent: event.reserveAlertContent,
    cancelAlertContent: event.cancelAlertContent,
    googleMeetUrl: event.googleMeetUrl,
    msteamsMeetingUrl: event.msteamsMeetingUrl,
    zoomJoinUrl: event.zoomJoinUrl,
    entries: await agencyEntries(db, auth.agencyId, event.id),
  };
}

/** Terms of a name search: spaces (half- or full-width) separate names; any of them matches. */
export const keywordTerms = (keyword: string | undefined) =>
  (keyword ?? '')
    .split(/[\s\u3000]+/)
    .filter((term) => term !== '')
    .slice(0, 20);

/** The agency's candidates referred to a job of the company that may still be reserved on it. */
export function reservableCandidates(auth: AuthContext, companyId: number) {
  return and(
    ownedBy(candidates, auth),
    eq(candidates.isCandidate, true),
    eq(candidates.isTmpCandidateDiscarded, false),
    sql`${candidates.jobId} in (select ${jobs.id} from ${jobs} where ${jobs.companyId} = ${companyId})`,
  )!;
}

export async function notReservingCandidates(
  db: Database,
  auth: AuthContext,
  event: Event,
  keyword: string | undefined,
): Promise<NotReservingCandidate[]> {
  const terms = keywordTerms(keyword);
  const kanji = sql`${applicants.seiKanji} || ${applicants.meiKanji}`;
  const kana = sql`${applicants.seiKana} || ${applicants.meiKana}`;
  const nameMatch =
    terms.length === 0
      ? undefined
      : or(
          ...terms.map((term) => {
            const pattern = containsPattern(term);
            return sql`(${kanji} ilike ${pattern} or ${kana} ilike ${pattern})`;
          }),
        );
  const rows = await db
    .select(candidateColumns)
    .from(candidates)
    .innerJoin(applicants, applicantOfCandidate)
    .where(
      and(
        reservableCandidates(auth, event.companyId),
        nameMatch,
        notExists(
          rowsWhere(
            db,
            eventEntries,
            and(
              eq(eventEntries.eventId, event.id),
              eq(eventEntries.candidateId, candidates.id),
              ne(eventEntries.status, EVENT_ENTRY_STATUS.CANCELED),
            ),
          ),
        ),
      ),
    )
    .orderBy(...byNameReading('asc', candidates.id))
    .limit(200);
  return rows.map((row) => ({
    candidateId: row.candidateId,
    applicantId: row.applicantId,
    jobInformationForIcId: row.jobId,
    candidateName: fullName(row.seiKanji, row.meiKanji),
    name: fullName(row.seiKana, row.meiKana),
  }));
}

export async function companyNameOf(db: Database, companyId: number): Promise<string> {
  const [row] = await db
    .select({ name: hiringCompanies.name })
    .from(hiringCompanies)
    .where(eq(hiringCompanies.id, companyId));
  return row?.name ?? '';
}
