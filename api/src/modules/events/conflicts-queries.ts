// The SQL of the schedule conflicts (conflicts.ts): the reserved, not cancelled events of each
// candidate's applicant that overlap a window.
import { sql } from 'drizzle-orm';
import { EVENT_ENTRY_STATUS } from '@portal/shared/enums';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows-queries';

export type Executor = Pick<Database, 'execute'>;

export interface BookingWindow {
  startAt: Date;
  endAt: Date;
}

export interface ConflictRow {
  candidate_id: number;
  candidate_name: string;
  event_id: number;
  event_title: string;
  company_name: string;
  start_at: Date | string;
  end_at: Date | string;
}

/** Every overlapping event of each candidate (the candidate's own entries included). */
export async function conflictRows(
  db: Executor,
  agencyId: number,
  candidateIds: number[],
  window: BookingWindow,
  exceptEventId: number | null,
): Promise<ConflictRow[]> {
  return selectRows<ConflictRow>(
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
}
