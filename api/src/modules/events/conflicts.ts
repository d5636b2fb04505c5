// Schedule conflicts (issue 21): a time being booked for a candidate (a reservation on an event,
// a tentative date being confirmed) that overlaps another reserved event of the same applicant —
// any company, any job of the agency; a confirmed interview date is such an event too. The
// reservation and the confirmation answer them with a 409 unless told to book anyway, and the
// candidate's 説明会・面接 tab marks them.
import { sql } from 'drizzle-orm';
import { SCHEDULE_CONFLICT_MESSAGE, type ScheduleConflict } from '@portal/shared/contract/events';
import { EVENT_ENTRY_STATUS } from '@portal/shared/enums';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows-queries';
import { conflictError } from '../../plugins/http-errors';
import { tokyoIso } from '@portal/shared/tokyo-time';

type Executor = Pick<Database, 'execute'>;

export interface BookingWindow {
  startAt: Date;
  endAt: Date;
}

interface ConflictRow {
  candidate_id: number;
  candidate_name: string;
  event_id: number;
  event_title: string;
  company_name: string;
  start_at: Date | string;
  end_at: Date | string;
}

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
  const rows = await selectRows<ConflictRow>(
    db,
    sql`
    select c.id as candidate_id,
      coalesce(a.sei_kanji || ' ' || a.mei_kanji, '') as candidate_name,
      e.id as event_id, e.title as event_title, hc.name as company_name,
      e.start_at, e.end_at
    from candidates c
    left join applicants a on a.id = c.applicant_id
    join candidates same on same.agency_id = c.agency_id
      and (same.id = c.id or (c.applicant_id is not null and same.applicant_id = c.applicant_id))
    join event_entries ee on ee.candidate_id = same.id and ee.status = ${EVENT_ENTRY_STATUS.RESERVED}
    join events e on e.id = ee.event_id and e.cancelled_at is null
    join hiring_companies hc on hc.id = e.company_id
    where c.agency_id = ${agencyId}
      and c.id in (${sql.join(
        candidateIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      and e.start_at < ${window.endAt.toISOString()}::timestamptz
      and e.end_at > ${window.startAt.toISOString()}::timestamptz
      and (${exceptEventId}::int is null or e.id <> ${exceptEventId}::int)
    order by c.id, e.start_at, e.id`,
  );
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
