// The SQL of what the hiring company does to events (company-actions.ts): the event and its
// company, the entries it marks or cancels and the names the agencies' mails list.
import { and, eq, inArray } from 'drizzle-orm';
import { EVENT_ENTRY_STATUS } from '@portal/shared/enums';
import {
  applicantOfCandidate,
  candidateOfEntry,
  companyOfEvent,
  eventOfEntry,
} from '../../db/join-queries';
import type { Database } from '../../db/client';
import { applicants, candidates } from '../../db/schema/applicants';
import { hiringCompanies } from '../../db/schema/companies';
import { eventEntries, events } from '../../db/schema/events';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function companyOf(db: Database, companyId: number) {
  const [company] = await db
    .select({ id: hiringCompanies.id })
    .from(hiringCompanies)
    .where(eq(hiringCompanies.id, companyId));
  return company;
}

export async function insertEvent(db: Database, values: typeof events.$inferInsert) {
  const [created] = await db.insert(events).values(values).returning({ id: events.id });
  return created;
}

export async function eventWithCompany(db: Database, eventId: number) {
  const [row] = await db
    .select({ event: events, companyName: hiringCompanies.name })
    .from(events)
    .innerJoin(hiringCompanies, companyOfEvent)
    .where(eq(events.id, eventId));
  return row ?? null;
}

/** The entry with its candidate's applicant and the event's company. */
export async function entryOf(db: Database, entryId: number) {
  const [entry] = await db
    .select({
      id: eventEntries.id,
      eventId: eventEntries.eventId,
      agencyId: eventEntries.agencyId,
      status: eventEntries.status,
      sei: applicants.seiKanji,
      mei: applicants.meiKanji,
      candidateId: candidates.id,
      applicantId: candidates.applicantId,
      siteId: candidates.siteId,
      companyId: events.companyId,
    })
    .from(eventEntries)
    .innerJoin(candidates, candidateOfEntry)
    .innerJoin(events, eventOfEntry)
    .leftJoin(applicants, applicantOfCandidate)
    .where(eq(eventEntries.id, entryId));
  return entry;
}

export async function setEntryStatusRow(tx: Tx, entryId: number, status: number, now: Date) {
  await tx
    .update(eventEntries)
    // The company changed it last: no staff account of the agency did (issue 22).
    .set({ status, updatedAt: now, updatedByAccountId: null })
    .where(eq(eventEntries.id, entryId));
}

/** The event, locked for the cancellation. */
export async function lockEvent(tx: Tx, eventId: number) {
  const [event] = await tx
    .select({ id: events.id, cancelledAt: events.cancelledAt, companyId: events.companyId })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  return event;
}

export async function markEventCancelled(tx: Tx, eventId: number, now: Date) {
  await tx.update(events).set({ cancelledAt: now, updatedAt: now }).where(eq(events.id, eventId));
}

/** The event's reserved entries, now canceled. */
export function cancelReservedEntries(tx: Tx, eventId: number, now: Date) {
  return tx
    .update(eventEntries)
    .set({ status: EVENT_ENTRY_STATUS.CANCELED, updatedAt: now, updatedByAccountId: null })
    .where(
      and(eq(eventEntries.eventId, eventId), eq(eventEntries.status, EVENT_ENTRY_STATUS.RESERVED)),
    )
    .returning({
      id: eventEntries.id,
      agencyId: eventEntries.agencyId,
      candidateId: eventEntries.candidateId,
    });
}

export function applicantsOfCandidates(tx: Tx, candidateIds: number[]) {
  return tx
    .select({ id: candidates.id, applicantId: candidates.applicantId, siteId: candidates.siteId })
    .from(candidates)
    .where(inArray(candidates.id, candidateIds));
}

export function candidateNames(db: Database, candidateIds: number[]) {
  return db
    .select({ sei: applicants.seiKanji, mei: applicants.meiKanji, id: candidates.id })
    .from(candidates)
    .leftJoin(applicants, applicantOfCandidate)
    .where(inArray(candidates.id, candidateIds));
}
