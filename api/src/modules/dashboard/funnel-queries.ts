// SQL of 実績 (issue 29): the funnel of a period from the append-only selection history (migration
// 0015), so a closed month answers the same whatever happens to its referrals later. A closed
// Tokyo month is counted once into funnel_rollup (migration 0016) when first asked for after it
// closed, and read from there; the open month (and a per-applicant count filtered by company or
// job, which the rollup does not split) is read from the history.
// A stage counts the referrals (or applicants) that first reached it in the period; an exit is
// counted at the stage it left; a stage's median is the days spent in it by those who left it in
// the period (skipped stages are counted, never timed).
import { sql, type SQL } from 'drizzle-orm';
import { FUNNEL_TREND_MAX_MONTHS } from '@portal/shared/contract/dashboard';
import { tokyoMonth, tokyoMonthRange } from '@portal/shared/tokyo-time';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows-queries';
import { referralColumns, referralJoins, type ReferralRow } from './referral-queries';

export interface FunnelFilter {
  agencyId: number;
  from: Date;
  to: Date;
  /** A site id, or null for every site. */
  siteId: string | null;
  companyId?: number;
  jobId?: number;
  staffAccountId?: number;
  countBy: 'referral' | 'applicant';
}

/** The history rows of the filter changed in [from, to) (h, or another alias). */
function where(filter: FunnelFilter, from = filter.from, to = filter.to, h = sql`h`): SQL {
  return sql.join(
    [
      sql`${h}.agency_id = ${filter.agencyId}`,
      sql`${h}.changed_at >= ${from.toISOString()}::timestamptz`,
      sql`${h}.changed_at < ${to.toISOString()}::timestamptz`,
      filter.siteId !== null ? sql`${h}.site_id = ${filter.siteId}` : sql`true`,
      filter.companyId !== undefined ? sql`${h}.company_id = ${filter.companyId}` : sql`true`,
      filter.jobId !== undefined ? sql`${h}.job_id = ${filter.jobId}` : sql`true`,
      filter.staffAccountId !== undefined
        ? sql`${h}.staff_account_id = ${filter.staffAccountId}`
        : sql`true`,
    ],
    sql` and `,
  );
}

const unitOf = (h = sql`h`) => sql`coalesce(${h}.applicant_id, -${h}.candidate_id)`;
const exitFromOf = (h = sql`h`) => sql`case when ${h}.stage in ('declined', 'rejected',
  'offerDeclined', 'acceptedDeclined') then ${h}.from_stage end`;
/** A history row's Tokyo month, as the date of its first day (Tokyo has no summer time). */
const monthOf = (h = sql`h`) =>
  sql`date_trunc('month', ${h}.changed_at at time zone 'UTC' + interval '9 hours')::date`;
const tenthOf = sql`round(extract(epoch from (h.changed_at - h.from_stage_at)) / 8640.0)::int`;
const spentRows = sql`not h.implied and h.from_stage_at is not null and h.stage is not null
  and h.stage <> h.from_stage`;

export interface FunnelCount {
  staff_account_id: number | null;
  stage: string;
  from_stage: string | null;
  count: number;
}

export interface FunnelRows {
  reached: { stage: string; count: number }[];
  exits: { from_stage: string | null; stage: string; count: number }[];
  medians: { from_stage: string; median_days: number | null }[];
  /** The counts by referring staff member (asked for by the main account), or null. */
  byStaff: FunnelCount[] | null;
}

/** A list as one array parameter (drizzle would spread it into one parameter per item). */
const pgArray = (items: string[]) => `{${items.join(',')}}`;

/** The first day ('yyyy-MM-01') of each Tokyo month in [from, to). */
function monthsOf(from: Date, to: Date): string[] {
  const months: string[] = [];
  for (let month = tokyoMonth(from); tokyoMonthRange(month).from < to;) {
    months.push(`${month}-01`);
    month = tokyoMonth(tokyoMonthRange(month).to);
  }
  return months;
}

/**
 * Counts the closed months of `months` that are not counted yet, once across api replicas (the
 * first to mark a month counts it; another waits for its commit and finds it marked).
 */
async function countClosedMonths(
  db: Pick<Database, 'transaction' | 'execute'>,
  agencyId: number,
  months: string[],
): Promise<void> {
  const counted = await selectRows<{ month: string }>(
    db,
    sql`select to_char(month, 'YYYY-MM-DD') as month from funnel_months
      where agency_id = ${agencyId} and month = any(${pgArray(months)}::date[])`,
  );
  const done = new Set(counted.map((row) => row.month));
  if (months.every((month) => done.has(month))) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    const marked = await selectRows<{ month: string }>(
      tx,
      sql`insert into funnel_months (agency_id, month)
        select ${agencyId}, m from unnest(${pgArray(months.filter((month) => !done.has(month)))}::date[]) m
        on conflict do nothing returning to_char(month, 'YYYY-MM-DD') as month`,
    );
    if (marked.length === 0) return;
    const list = marked.map((row) => row.month).sort();
    const from = tokyoMonthRange(list[0]).from.toISOString();
    const to = tokyoMonthRange(list[list.length - 1]).to.toISOString();
    const inMonths = sql`h.agency_id = ${agencyId} and h.changed_at >= ${from}::timestamptz
      and h.changed_at < ${to}::timestamptz and ${monthOf()} = any(${pgArray(list)}::date[])`;
    await tx.execute(sql`insert into funnel_rollup (agency_id, month, kind, site_id, company_id,
        job_id, staff_account_id, stage, from_stage, n)
      select ${agencyId}, ${monthOf()}, 'reach', h.site_id, h.company_id, h.job_id,
        h.staff_account_id, h.stage, ${exitFromOf()}, count(*)
      from selection_history h where ${inMonths} and h.first_reach and h.stage is not null
      group by 2, 4, 5, 6, 7, 8, 9`);
    await tx.execute(sql`insert into funnel_rollup (agency_id, month, kind, site_id, company_id,
        job_id, staff_account_id, from_stage, tenth, n)
      select ${agencyId}, ${monthOf()}, 'spent', h.site_id, h.company_id, h.job_id,
        h.staff_account_id, h.from_stage, ${tenthOf}, count(*)
      from selection_history h where ${inMonths} and ${spentRows}
      group by 2, 4, 5, 6, 7, 8, 9`);
    // Per applicant: each reach with the month of the applicant's previous reach of the stage
    // (by the same exit), looked up among all of that applicant's reaches up to the months.
    await tx.execute(sql`insert into funnel_rollup (agency_id, month, kind, site_id,
        staff_account_id, stage, from_stage, prev_site, prev_any, prev_site_staff,
        prev_any_staff, n)
      select ${agencyId}, month, 'unit', site_id, staff_account_id, stage, exit_from, prev_site,
        prev_any, prev_site_staff, prev_any_staff, count(*)
      from (
        select r.*,
          lag(month) over (partition by unit, stage, exit_from, site_id order by changed_at, id)
            as prev_site,
          lag(month) over (partition by unit, stage, exit_from order by changed_at, id)
            as prev_any,
          lag(month) over (partition by unit, stage, exit_from, site_id, staff_account_id
            order by changed_at, id) as prev_site_staff,
          lag(month) over (partition by unit, stage, exit_from, staff_account_id
            order by changed_at, id) as prev_any_staff
        from (
          select h.id, h.changed_at, h.site_id, h.staff_account_id, h.stage,
            ${exitFromOf()} as exit_from, ${unitOf()} as unit, ${monthOf()} as month
          from selection_history h
          where h.agency_id = ${agencyId} and h.first_reach and h.stage is not null
            and h.changed_at < ${to}::timestamptz
            and (${unitOf()}, h.stage) in (
              select ${unitOf()}, h.stage from selection_history h
              where ${inMonths} and h.first_reach and h.stage is not null)
        ) r
      ) p
      where month = any(${pgArray(list)}::date[])
      group by 2, 4, 5, 6, 7, 8, 9, 10, 11`);
  });
}

/**
 * Counts ahead (the daily funnel-rollup job), for every agency with history in them, the closed
 * months of the longest period the funnel answers (FUNNEL_TREND_MAX_MONTHS) that are not counted
 * yet, so the first ask after a month closes reads the rollup. Answers the agencies counted.
 */
export async function countClosedMonthsAhead(
  db: Pick<Database, 'transaction' | 'execute'>,
  now: Date,
): Promise<number[]> {
  const open = tokyoMonthRange(tokyoMonth(now)).from;
  let first = open;
  for (let i = 0; i < FUNNEL_TREND_MAX_MONTHS; i++)
    first = tokyoMonthRange(tokyoMonth(new Date(first.getTime() - 1))).from;
  const months = monthsOf(first, open);
  const agencies = await selectRows<{ agency_id: number; counted: number }>(
    db,
    sql`select h.agency_id, (select count(*)::int from funnel_months m
        where m.agency_id = h.agency_id and m.month = any(${pgArray(months)}::date[])) as counted
      from (select distinct agency_id from selection_history
        where changed_at >= ${first.toISOString()}::timestamptz
          and changed_at < ${open.toISOString()}::timestamptz) h`,
  );
  const behind = agencies.filter((row) => Number(row.counted) < months.length);
  for (const { agency_id: agencyId } of behind) await countClosedMonths(db, agencyId, months);
  return behind.map((row) => Number(row.agency_id));
}

/** The rollup's rows of the filter in the months [from, to) (first days of months). */
function rollupWhere(filter: FunnelFilter, kind: string, from: string, to: string): SQL {
  return sql.join(
    [
      sql`r.agency_id = ${filter.agencyId} and r.kind = ${kind}`,
      sql`r.month >= ${from}::date and r.month < ${to}::date`,
      filter.siteId !== null ? sql`r.site_id = ${filter.siteId}` : sql`true`,
      filter.companyId !== undefined ? sql`r.company_id = ${filter.companyId}` : sql`true`,
      filter.jobId !== undefined ? sql`r.job_id = ${filter.jobId}` : sql`true`,
      filter.staffAccountId !== undefined
        ? sql`r.staff_account_id = ${filter.staffAccountId}`
        : sql`true`,
    ],
    sql` and `,
  );
}

/**
 * The stage counts (with the exits by the stage they left), by staff member when `perStaff`:
 * the closed months from the rollup, the rest from the history. Per applicant, an applicant is
 * counted once in the period: a rollup reach only when the applicant's previous reach of the
 * stage is before the period, a reach from the history only when the applicant has none in the
 * period's earlier (rollup) part.
 */
async function stageCounts(
  tx: Pick<Database, 'execute'>,
  filter: FunnelFilter,
  split: Date,
  perStaff: boolean,
): Promise<FunnelCount[]> {
  const staff = perStaff ? sql`h.staff_account_id` : sql`null::int`;
  const parts: SQL[] = [];
  if (split > filter.from) {
    const range = rollupWhere(
      filter,
      filter.countBy === 'applicant' ? 'unit' : 'reach',
      `${tokyoMonth(filter.from)}-01`,
      `${tokyoMonth(split)}-01`,
    );
    const byStaff = perStaff || filter.staffAccountId !== undefined;
    const prev = sql.raw(
      `r.prev_${filter.siteId === null ? 'any' : 'site'}${byStaff ? '_staff' : ''}`,
    );
    parts.push(sql`select ${perStaff ? sql`r.staff_account_id` : sql`null::int`}, r.stage,
        r.from_stage, sum(r.n)::int from funnel_rollup r where ${range}
        ${filter.countBy === 'applicant' ? sql`and (${prev} is null or ${prev} < ${`${tokyoMonth(filter.from)}-01`}::date)` : sql``}
      group by 1, 2, 3`);
  }
  if (split < filter.to) {
    const reached = sql`from selection_history h
      where ${where(filter, split)} and h.first_reach and h.stage is not null`;
    if (filter.countBy === 'referral')
      parts.push(sql`select ${staff}, h.stage, ${exitFromOf()}, count(*)::int ${reached}
        group by 1, 2, 3`);
    else {
      // The applicant's reach in the earlier part of the period (by the same staff member).
      // Looked up per applicant of the open part by its index (a subquery with a limit, which the
      // planner keeps per row: an anti-join would read the whole earlier part instead).
      const earlier =
        split > filter.from
          ? sql`and (select 1 from selection_history p
              where p.agency_id = ${filter.agencyId} and ${unitOf(sql`p`)} = d.unit
                and p.stage = d.stage and p.first_reach and ${where(filter, filter.from, split, sql`p`)}
                and ${exitFromOf(sql`p`)} is not distinct from d.from_stage
                ${perStaff ? sql`and p.staff_account_id is not distinct from d.staff_account_id` : sql``}
              limit 1) is null`
          : sql``;
      parts.push(sql`select d.staff_account_id, d.stage, d.from_stage, count(*)::int from (
          select distinct ${staff} as staff_account_id, h.stage, ${exitFromOf()} as from_stage,
            ${unitOf()} as unit ${reached}
        ) d where true ${earlier} group by 1, 2, 3`);
    }
  }
  const rows = await selectRows<FunnelCount>(
    tx,
    sql`select staff_account_id, stage, from_stage, sum(count)::int as count from (${sql.join(
      parts,
      sql` union all `,
    )}) c (staff_account_id, stage, from_stage, count) group by 1, 2, 3`,
  );
  return rows.map((row) => ({
    ...row,
    staff_account_id: row.staff_account_id === null ? null : Number(row.staff_account_id),
    count: Number(row.count),
  }));
}

/**
 * The stage counts, the exits by the stage they left, the medians and (perStaff) the counts by
 * staff member. A referral reaches a stage once (first_reach), so per referral a count is the
 * rows' count; per applicant the distinct applicants. A median is read from the days spent,
 * counted by tenth of a day (a year of a large agency is ~150,000 rows: hashing them beats
 * sorting them, and the rollup keeps the tenths).
 */
export async function funnelRows(
  db: Pick<Database, 'transaction' | 'execute'>,
  filter: FunnelFilter,
  now: Date,
  perStaff: boolean,
): Promise<FunnelRows> {
  // The months before `split` are closed and read from the rollup (not per applicant by company
  // or job: the rollup counts applicants by site and staff member only).
  const open = tokyoMonthRange(tokyoMonth(now)).from;
  const rollup = !(
    filter.countBy === 'applicant' && (filter.companyId ?? filter.jobId) !== undefined
  );
  const split = !rollup || open <= filter.from ? filter.from : open < filter.to ? open : filter.to;
  if (split > filter.from)
    await countClosedMonths(db, filter.agencyId, monthsOf(filter.from, split));
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    // The per-row lookups of an open month per applicant look costly to the planner, whose JIT
    // compilation then takes seconds for a query that runs in tens of milliseconds.
    await tx.execute(sql`set local jit = off`);
    const counts = await stageCounts(tx, filter, split, false);
    const spentParts: SQL[] = [];
    if (split > filter.from)
      spentParts.push(sql`select r.from_stage, r.tenth, sum(r.n)::int from funnel_rollup r
        where ${rollupWhere(filter, 'spent', `${tokyoMonth(filter.from)}-01`, `${tokyoMonth(split)}-01`)}
        group by 1, 2`);
    if (split < filter.to)
      spentParts.push(sql`select h.from_stage, ${tenthOf}, count(*)::int
        from selection_history h where ${where(filter, split)} and ${spentRows} group by 1, 2`);
    const spent = await selectRows<{ from_stage: string; tenth: number; n: number }>(
      tx,
      sql`select from_stage, tenth, sum(n)::int as n from (${sql.join(spentParts, sql` union all `)})
        s (from_stage, tenth, n) group by 1, 2`,
    );
    const result: FunnelRows = {
      reached: [],
      exits: [],
      medians: [],
      byStaff: perStaff ? await stageCounts(tx, filter, split, true) : null,
    };
    for (const row of counts) {
      if (EXITS.has(row.stage))
        result.exits.push({ from_stage: row.from_stage, stage: row.stage, count: row.count });
      else result.reached.push({ stage: row.stage, count: row.count });
    }
    const byStage = new Map<string, { tenth: number; n: number }[]>();
    for (const row of spent) {
      const list = byStage.get(row.from_stage) ?? [];
      list.push({ tenth: Number(row.tenth), n: Number(row.n) });
      byStage.set(row.from_stage, list);
    }
    for (const [fromStage, buckets] of byStage)
      result.medians.push({ from_stage: fromStage, median_days: medianOf(buckets) / 10 });
    return result;
  });
}

/** The median of values given as (value, how many), the mean of the two middle ones. */
export function medianOf(buckets: { tenth: number; n: number }[]): number {
  const sorted = [...buckets].sort((a, b) => a.tenth - b.tenth);
  const total = sorted.reduce((sum, bucket) => sum + bucket.n, 0);
  const at = (index: number) => {
    let seen = 0;
    for (const bucket of sorted) {
      seen += bucket.n;
      if (index < seen) return bucket.tenth;
    }
    return sorted[sorted.length - 1].tenth;
  };
  return (at(Math.floor((total - 1) / 2)) + at(Math.ceil((total - 1) / 2))) / 2;
}

const EXITS = new Set(['declined', 'rejected', 'offerDeclined', 'acceptedDeclined']);

/** The names of the staff members of the comparison (their name, else their user id). */
export async function staffNames(db: Pick<Database, 'execute'>, ids: number[]) {
  const rows = await selectRows<{ id: number; name: string }>(
    db,
    sql`select id, coalesce(nullif(name, ''), user_id) as name from accounts
      where id = any(${pgArray(ids.map(String))}::int[])`,
  );
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}

/** The referrals behind one cell: those that reached the stage (or left by the exit) in the period. */
export async function funnelReferralRows(
  db: Pick<Database, 'execute'>,
  filter: FunnelFilter,
  stage: string,
  offset: number,
  limit: number,
) {
  const cell = sql`select h.candidate_id, min(h.changed_at) as entered_at from selection_history h
    where ${where(filter)} and h.first_reach and h.stage = ${stage} group by h.candidate_id`;
  const [{ total }] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (${cell}) cell`,
  );
  const rows = await selectRows<ReferralRow & { entered_at: string | Date }>(
    db,
    sql`select ${referralColumns}, cell.entered_at from (${cell}) cell
      join candidates c on c.id = cell.candidate_id ${referralJoins}
      order by cell.entered_at desc, c.id desc offset ${offset} limit ${limit + 1}`,
  );
  return { rows, total: Number(total) };
}

/**
 * A hiring company's own median response time per stage: the days from when a referral entered
 * a stage to the company's move out of it, over the moves in [from, to).
 */
export async function companyResponseRows(
  db: Pick<Database, 'execute'>,
  companyId: number,
  from: Date,
  to: Date,
) {
  return selectRows<{ from_stage: string; moves: number; median_days: number | null }>(
    db,
    sql`select h.from_stage, count(*)::int as moves,
        percentile_cont(0.5) within group (
          order by extract(epoch from (h.changed_at - h.from_stage_at)) / 86400.0) as median_days
      from selection_history h
      where h.company_id = ${companyId} and h.actor_kind = 'company' and not h.implied
        and h.from_stage_at is not null and h.stage is distinct from h.from_stage
        and h.changed_at >= ${from.toISOString()}::timestamptz
        and h.changed_at < ${to.toISOString()}::timestamptz
      group by h.from_stage`,
  );
}
