// SQL of 回答待ち (issue 29): the referrals whose last move was the agency's, the marks a daily run
// writes (one run per agency and Tokyo day: its row is the claim), the marks as the lists read
// them (only while the company has still not moved since) and the agency's thresholds.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { WaitingKind } from '@portal/shared/contract/dashboard';
import { SELECTION_STATUS } from '@portal/shared/enums';
import { auditOf, recordAudit } from '../../audit/record';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows-queries';
import { stateList } from '../../db/state-queries';
import { waitingMarks, waitingRuns, waitingThresholds } from '../../db/schema/dashboard';
import type { AuthContext } from '../../plugins/auth-guard';

/** A referral still waiting on the company: 選考前 or 選考中. */
const IN_SELECTION = stateList(SELECTION_STATUS.BEFORE_SELECTION, SELECTION_STATUS.IN_SELECTION);

export const DEFAULT_THRESHOLDS = { documentsDays: 5, interviewResultDays: 3 };

export async function thresholdsOf(db: Pick<Database, 'select'>, agencyId: number) {
  const [row] = await db
    .select({
      documentsDays: waitingThresholds.documentsDays,
      interviewResultDays: waitingThresholds.interviewResultDays,
    })
    .from(waitingThresholds)
    .where(eq(waitingThresholds.agencyId, agencyId));
  return row ?? DEFAULT_THRESHOLDS;
}

export function saveThresholds(
  db: Database,
  auth: AuthContext,
  next: { documentsDays: number; interviewResultDays: number },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const before = await thresholdsOf(tx, auth.agencyId);
    await tx
      .insert(waitingThresholds)
      .values({ agencyId: auth.agencyId, ...next, updatedAt: now })
      .onConflictDoUpdate({
        target: waitingThresholds.agencyId,
        set: { ...next, updatedAt: now },
      });
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'settings.waiting_thresholds_changed',
      target: { type: 'waiting_thresholds', id: auth.agencyId },
      before,
      after: next,
    });
  });
}

/** Agencies that have a referral in selection (the run visits these). */
export async function agenciesWithActiveReferrals(db: Database): Promise<number[]> {
  const rows = await selectRows<{ agency_id: number }>(
    db,
    sql`select distinct agency_id from candidates where special_selection_status in (${IN_SELECTION})`,
  );
  return rows.map((row) => Number(row.agency_id));
}

export interface WaitingCandidate {
  candidateId: number;
  siteId: string;
  kind: WaitingKind;
  since: Date;
}

/**
 * The agency's referrals in selection whose last move, up to `at`, was the agency's: 選考前 and
 * not answered since the first move of the agency after the company's last (書類), or 選考中
 * with a confirmed interview date that has passed since the company's last move (面接結果). The
 * company's moves: a status change of its own, a message, proposed dates.
 */
export async function waitingCandidates(
  db: Pick<Database, 'execute'>,
  agencyId: number,
  at: Date,
): Promise<WaitingCandidate[]> {
  const when = at.toISOString();
  const rows = await selectRows<{
    id: number;
    site_id: string;
    status: number;
    documents_since: string | Date | null;
    interview_end: string | Date | null;
  }>(
    db,
    sql`
    with active as (
      select c.id, c.site_id, c.special_selection_status as status, c.referred_at,
        greatest(
          (select max(h.changed_at) from selection_history h
            where h.candidate_id = c.id and h.actor_kind = 'company' and h.changed_at <= ${when}::timestamptz),
          (select max(m.created_at) from candidate_messages m
            where m.candidate_id = c.id and m.sender_type <> 'introduction_company' and m.created_at <= ${when}::timestamptz),
          (select max(t.created_at) from tentative_events t
            where t.candidate_id = c.id and t.created_at <= ${when}::timestamptz)
        ) as company_last
      from candidates c
      where c.agency_id = ${agencyId} and c.special_selection_status in (${IN_SELECTION})
        and c.job_id is not null and not c.is_tmp_candidate_discarded
        and c.referred_at <= ${when}::timestamptz
    )
    select a.id, a.site_id, a.status,
      case when a.status = ${stateList(SELECTION_STATUS.BEFORE_SELECTION)} then (
        select min(move) from (
          select a.referred_at as move
          union all select m.created_at from candidate_messages m
            where m.candidate_id = a.id and m.sender_type = 'introduction_company'
          union all select t.confirmed_at from tentative_events t
            where t.candidate_id = a.id and t.confirmed_at is not null
          union all select r.created_at from schedule_rearrange_requests r where r.candidate_id = a.id
        ) moves
        where move <= ${when}::timestamptz and move > coalesce(a.company_last, '-infinity'::timestamptz)
      ) end as documents_since,
      case when a.status = ${stateList(SELECTION_STATUS.IN_SELECTION)} then (
        select max(coalesce(t.end_at, t.start_at)) from tentative_events t
        where t.candidate_id = a.id and t.confirmed_at is not null
          and coalesce(t.end_at, t.start_at) <= ${when}::timestamptz
          and coalesce(t.end_at, t.start_at) > coalesce(a.company_last, '-infinity'::timestamptz)
      ) end as interview_end
    from active a`,
  );
  return rows.flatMap((row): WaitingCandidate[] => {
    const waiting = (kind: WaitingKind, since: string | Date) => [
      { candidateId: Number(row.id), siteId: row.site_id, kind, since: new Date(since) },
    ];
    if (row.documents_since) return waiting('documents', row.documents_since);
    if (row.interview_end) return waiting('interview_result', row.interview_end);
    return [];
  });
}

/** Claims the agency's run of a Tokyo day: false when another run (replica) has it. */
export async function claimWaitingRun(
  tx: Pick<Database, 'execute'>,
  agencyId: number,
  day: string,
) {
  const rows = await selectRows<{ agency_id: number }>(
    tx,
    sql`insert into waiting_runs (agency_id, day) values (${agencyId}, ${day}::date)
      on conflict do nothing returning agency_id`,
  );
  return rows.length > 0;
}

export interface NewMark {
  candidateId: number;
  siteId: string;
  kind: WaitingKind;
  since: Date;
  businessDays: number;
  thresholdDays: number;
}

/** Replaces the agency's marks with the run's. */
export async function replaceMarks(
  tx: Pick<Database, 'delete' | 'insert' | 'update'>,
  agencyId: number,
  day: string,
  marks: NewMark[],
  tasksCreated: number,
) {
  await tx.delete(waitingMarks).where(eq(waitingMarks.agencyId, agencyId));
  if (marks.length)
    await tx
      .insert(waitingMarks)
      .values(marks.map((mark) => ({ ...mark, agencyId, evaluatedOn: day })));
  await tx
    .update(waitingRuns)
    .set({ marked: marks.length, tasksCreated })
    .where(and(eq(waitingRuns.agencyId, agencyId), eq(waitingRuns.day, day)));
}

/**
 * Company messages about the agency's referrals in selection, up to `at`, that no message of the
 * agency answered: the latest per referral.
 */
export async function unansweredCompanyMessages(
  db: Pick<Database, 'execute'>,
  agencyId: number,
  at: Date,
): Promise<{ messageId: number; candidateId: number; createdAt: Date }[]> {
  const when = at.toISOString();
  const rows = await selectRows<{ id: number; candidate_id: number; created_at: string | Date }>(
    db,
    sql`
    select distinct on (m.candidate_id) m.id, m.candidate_id, m.created_at
    from candidate_messages m
    join candidates c on c.id = m.candidate_id
    where c.agency_id = ${agencyId} and c.applicant_id is not null
      and m.sender_type <> 'introduction_company' and m.created_at <= ${when}::timestamptz
      and not exists (
        select 1 from candidate_messages r
        where r.candidate_id = m.candidate_id and r.sender_type = 'introduction_company'
          and r.created_at > m.created_at and r.created_at <= ${when}::timestamptz)
    order by m.candidate_id, m.created_at desc, m.id desc`,
  );
  return rows.map((row) => ({
    messageId: Number(row.id),
    candidateId: Number(row.candidate_id),
    createdAt: new Date(row.created_at),
  }));
}

/**
 * A mark still stands while the company has not moved since it (a status change of its own, a
 * message, proposed dates) and the referral is still in selection: the condition on a query
 * that joins `waiting_marks` as wm and `candidates` as the referral.
 */
export function markStands(candidateId: SQL | string = sql`wm.candidate_id`): SQL {
  const id = typeof candidateId === 'string' ? sql.raw(candidateId) : candidateId;
  return sql`(
    not exists (select 1 from selection_history h where h.candidate_id = ${id}
      and h.actor_kind = 'company' and h.changed_at > wm.since)
    and not exists (select 1 from candidate_messages m where m.candidate_id = ${id}
      and m.sender_type <> 'introduction_company' and m.created_at > wm.since)
    and not exists (select 1 from tentative_events t where t.candidate_id = ${id}
      and t.created_at > wm.since and t.confirmed_at is null)
    and exists (select 1 from candidates cc where cc.id = ${id}
      and cc.special_selection_status in (${IN_SELECTION}))
  )`;
}

export interface MarkRow {
  candidate_id: number;
  kind: WaitingKind;
  since: string | Date;
  business_days: number;
  threshold_days: number;
}

/** The standing marks of some referrals of the agency. */
export async function marksOf(
  db: Pick<Database, 'execute'>,
  agencyId: number,
  candidateIds: number[],
): Promise<Map<number, MarkRow>> {
  if (!candidateIds.length) return new Map();
  const rows = await selectRows<MarkRow>(
    db,
    sql`select wm.candidate_id, wm.kind, wm.since, wm.business_days, wm.threshold_days
      from waiting_marks wm
      where wm.agency_id = ${agencyId}
        and wm.candidate_id in (${sql.join(
          candidateIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        and ${markStands()}`,
  );
  return new Map(rows.map((row) => [Number(row.candidate_id), row]));
}

export async function allAgencyIds(db: Pick<Database, 'execute'>): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(db, sql`select id from agencies order by id`);
  return rows.map((row) => Number(row.id));
}

/** The agency's standing marks on every site with the referral's names (the 9:00 digest's). */
export async function digestMarks(db: Pick<Database, 'execute'>, agencyId: number) {
  return selectRows<{
    business_days: number;
    kind: WaitingKind;
    sei_kanji: string | null;
    mei_kanji: string | null;
    job_name: string | null;
    company_name: string | null;
  }>(
    db,
    sql`select wm.business_days, wm.kind, ap.sei_kanji, ap.mei_kanji, j.job_name,
        hc.name as company_name
      from waiting_marks wm join candidates c on c.id = wm.candidate_id
      left join applicants ap on ap.id = c.applicant_id
      left join jobs j on j.id = c.job_id
      left join hiring_companies hc on hc.id = j.company_id
      where wm.agency_id = ${agencyId}
      order by wm.business_days desc, c.id`,
  );
}
