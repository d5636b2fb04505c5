// The SQL of reserving and cancelling seats (reservations.ts): the event row locked for the
// write, the candidates it may take and the entries it writes.
import { and, eq, inArray } from 'drizzle-orm';
import { EVENT_ENTRY_STATUS } from '@portal/shared/enums';
import { applicantOfCandidate } from '../../db/join-queries';
import type { Database } from '../../db/client';
import { applicants, candidates } from '../../db/schema/applicants';
import { eventEntries, events } from '../../db/schema/events';
import type { AuthContext } from '../../plugins/auth-guard';
import { reservableCandidates, visibleEvent } from './queries';

export type Event = typeof events.$inferSelect;

/** The event the agency sees, locked (SELECT ... FOR UPDATE) until the transaction ends. */
export async function lockVisibleEvent(
  tx: Database,
  auth: AuthContext,
  eventId: number,
): Promise<Event | undefined> {
  const [event] = await tx
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), visibleEvent(auth)))
    .for('update', { of: events });
  return event;
}

/** Those of the candidates the agency may reserve on the company's event, with their names. */
export function reservableFound(
  tx: Database,
  auth: AuthContext,
  companyId: number,
  candidateIds: number[],
) {
  return tx
    .select({ id: candidates.id, sei: applicants.seiKanji, mei: applicants.meiKanji })
    .from(candidates)
    .innerJoin(applicants, applicantOfCandidate)
    .where(and(inArray(candidates.id, candidateIds), reservableCandidates(auth, companyId)));
}

/** The event's entries of the candidates, whatever their status. */
export function entriesOfCandidates(tx: Database, eventId: number, candidateIds: number[]) {
  return tx
    .select({ candidateId: eventEntries.candidateId, status: eventEntries.status })
    .from(eventEntries)
    .where(and(eq(eventEntries.eventId, eventId), inArray(eventEntries.candidateId, candidateIds)));
}

/** Reserved entries; a cancelled entry of the same candidate is reactivated. */
export function upsertReservations(
  tx: Database,
  auth: AuthContext,
  eventId: number,
  candidateIds: number[],
  now: Date,
) {
  return tx
    .insert(eventEntries)
    .values(
      candidateIds.map((candidateId) => ({
        eventId,
        candidateId,
        agencyId: auth.agencyId,
        status: EVENT_ENTRY_STATUS.RESERVED,
        reservedByAccountId: auth.accountId,
        updatedByAccountId: auth.accountId,
      })),
    )
    .onConflictDoUpdate({
      target: [eventEntries.eventId, eventEntries.candidateId],
      set: {
        status: EVENT_ENTRY_STATUS.RESERVED,
        updatedAt: now,
        reservedByAccountId: auth.accountId,
        updatedByAccountId: auth.accountId,
      },
    })
    .returning({ id: eventEntries.id });
}

export async function markEntryCancelled(
  tx: Database,
  auth: AuthContext,
  entryId: number,
  now: Date,
) {
  await tx
    .update(eventEntries)
    .set({
      status: EVENT_ENTRY_STATUS.CANCELED,
      updatedAt: now,
      updatedByAccountId: auth.accountId,
    })
    .where(eq(eventEntries.id, entryId));
}
