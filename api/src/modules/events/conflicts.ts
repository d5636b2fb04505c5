// Schedule conflicts (issue 21): a time being booked for a candidate (a reservation on an event,
// a tentative date being confirmed) that overlaps another reserved event of the same applicant —
// any company, any job of the agency; a confirmed interview date is such an event too. The
// reservation and the confirmation answer them with a 409 unless told to book anyway, and the
// candidate's 説明会・面接 tab marks them.
import { SCHEDULE_CONFLICT_MESSAGE, type ScheduleConflict } from '@portal/shared/contract/events';
import { conflictError } from '../../plugins/http-errors';
import { tokyoIso } from '@portal/shared/tokyo-time';
import {
  conflictRows,
  type BookingWindow,
  type ConflictRow,
  type Executor,
} from './conflicts-queries';

export type { BookingWindow };

const toConflict = (row: ConflictRow): ScheduleConflict => ({
  candidateId: row.candidate_id,
  candidateName: row.candidate_name,
  eventInfoId: row.event_id,
  eventTitle: row.event_title,
  companyName: row.company_name,
  publishStart: tokyoIso(new Date(row.start_at)),
  publishEnd: tokyoIso(new Date(row.end_at)),
});

/**
 * The reserved, not cancelled events of each candidate's applicant (the candidate's own entries
 * included) that overlap the window, except `exceptEventId` (the event being booked).
 */
export async function scheduleConflicts(
  db: Executor,
  agencyId: number,
  candidateIds: number[],
  window: BookingWindow,
  exceptEventId: number | null = null,
): Promise<ScheduleConflict[]> {
  if (!candidateIds.length) return [];
  const rows = await conflictRows(db, agencyId, candidateIds, window, exceptEventId);
  // One line per candidate and event (two referrals of one applicant on one event: one line).
  const seen = new Set<string>();
  return rows.map(toConflict).filter((conflict) => {
    const key = `${conflict.candidateId}:${conflict.eventInfoId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Refuses the booking with a 409 naming the conflicts, unless allowed or there are none. */
export async function refuseConflicts(
  db: Executor,
  agencyId: number,
  candidateIds: number[],
  window: BookingWindow,
  options: { allowConflict?: boolean; exceptEventId?: number | null },
): Promise<void> {
  if (options.allowConflict) return;
  const conflicts = await scheduleConflicts(
    db,
    agencyId,
    candidateIds,
    window,
    options.exceptEventId ?? null,
  );
  if (conflicts.length) throw conflictError(SCHEDULE_CONFLICT_MESSAGE, { conflicts });
}
