// Reserving and cancelling seats. Seats are a hard limit: each write locks the event row
// (SELECT ... FOR UPDATE) inside a transaction, so writes on one event run one at a time on every
// api replica; the count of reserved entries read under the lock is the truth. A batch that does
// not fit is refused whole; deadlines are checked under the same lock.
import type { EventEntry } from '@portal/shared/contract/events';
import {
  CANCEL_EXPIRED_TEXT,
  EVENT_ENTRY_STATUS,
  RESERVATION_EXPIRED_TEXT,
} from '@portal/shared/enums';
import { aboutCandidate, recordAudit, recordAudits } from '../../audit/record';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/auth-guard';
import { refuseConflicts } from './conflicts';
import { notFound, validationError } from '../../plugins/http-errors';
import { agencyEntries, isCancelExpired, isReservationExpired, reservedCount } from './queries';
import {
  entriesOfCandidates,
  lockVisibleEvent,
  markEntryCancelled,
  reservableFound,
  upsertReservations,
  type Event,
} from './reservations-queries';

export const EVENT_NOT_FOUND_MESSAGE = 'イベントが見つかりません';
export const ENTRY_NOT_FOUND_MESSAGE = '予約が見つかりません';

async function lockEvent(tx: Database, auth: AuthContext, eventId: number): Promise<Event> {
  const event = await lockVisibleEvent(tx, auth, eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND_MESSAGE);
  return event;
}

export function seatsLeftMessage(left: number, requested: number): string {
  return left === 0
    ? '満席のため予約できません（残り席数は0席です）。'
    : `残り席数は${left}席です。${requested}名を予約することはできません。予約する候補者を${left}名以内にしてください。`;
}

export interface Reserved {
  event: Event;
  entries: EventEntry[];
  vacancy: number;
  names: string[];
}

export async function reserve(
  db: Database,
  auth: AuthContext,
  eventId: number,
  candidateIds: number[],
  now: Date,
  options: { allowConflict?: boolean } = {},
): Promise<Reserved> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, auth, eventId);
    if (isReservationExpired(event, now)) {
      throw validationError({
        candidateIds: [event.reserveAlertContent || RESERVATION_EXPIRED_TEXT],
      });
    }
    const found = await reservableFound(tx, auth, event.companyId, candidateIds);
    if (found.length !== candidateIds.length) {
      throw validationError({ candidateIds: ['予約できない候補者が含まれています。'] });
    }
    const existing = await entriesOfCandidates(tx, event.id, candidateIds);
    const taken = existing.filter((entry) => entry.status !== EVENT_ENTRY_STATUS.CANCELED);
    if (taken.length > 0) {
      const names = found
        .filter((row) => taken.some((entry) => entry.candidateId === row.id))
        .map((row) => `${row.sei} ${row.mei}`);
      throw validationError({
        candidateIds: [`既に予約されている候補者が含まれています：${names.join('、')}`],
      });
    }
    const left = event.capacity - (await reservedCount(tx, event.id));
    if (candidateIds.length > left) {
      throw validationError({
        candidateIds: [seatsLeftMessage(Math.max(0, left), candidateIds.length)],
      });
    }
    // Issue 21: an overlap with another booking of the same applicant is asked about first.
    await refuseConflicts(tx, auth.agencyId, candidateIds, event, {
      allowConflict: options.allowConflict,
      exceptEventId: event.id,
    });
    // A cancelled entry of the same candidate is reactivated (one row per event and candidate).
    const rows = await upsertReservations(tx, auth, event.id, candidateIds, now);
    const entries = await agencyEntries(
      tx,
      auth.agencyId,
      event.id,
      rows.map((row) => row.id),
    );
    await recordAudits(
      tx,
      entries.map((entry) => ({
        ...aboutCandidate(auth, { id: entry.candidateId, applicantId: entry.applicantId }),
        action: 'reservation.made' as const,
        target: { type: 'event_entry' as const, id: entry.id },
        after: { eventId: event.id, eventTitle: event.title, startAt: event.startAt },
      })),
    );
    return {
      event,
      entries,
      vacancy: left - candidateIds.length,
      names: found.map((row) => `${row.sei} ${row.mei}`),
    };
  });
}

export async function cancelEntry(
  db: Database,
  auth: AuthContext,
  eventId: number,
  entryId: number,
  now: Date,
): Promise<{ event: Event; entry: EventEntry }> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, auth, eventId);
    const [entry] = await agencyEntries(tx, auth.agencyId, event.id, [entryId]);
    if (!entry) throw notFound(ENTRY_NOT_FOUND_MESSAGE);
    if (entry.status !== EVENT_ENTRY_STATUS.RESERVED) {
      throw validationError({ status: ['予約済みの予約のみキャンセルできます。'] });
    }
    if (isCancelExpired(event, now)) {
      throw validationError({ status: [event.cancelAlertContent || CANCEL_EXPIRED_TEXT] });
    }
    await markEntryCancelled(tx, auth, entry.id, now);
    await recordAudit(tx, {
      ...aboutCandidate(auth, { id: entry.candidateId, applicantId: entry.applicantId }),
      action: 'reservation.cancelled',
      target: { type: 'event_entry', id: entry.id },
      before: { eventId: event.id, eventTitle: event.title, status: entry.status },
      after: { status: EVENT_ENTRY_STATUS.CANCELED },
    });
    // Read again: the answer names who cancelled it (issue 22).
    const [cancelled] = await agencyEntries(tx, auth.agencyId, event.id, [entry.id]);
    return { event, entry: cancelled ?? { ...entry, status: EVENT_ENTRY_STATUS.CANCELED } };
  });
}
