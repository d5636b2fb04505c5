// The answers of the ダッシュボード calls (issue 29) from their queries: the rules across them
// (who may see whose figures, the owner filter, the funnel's period), no SQL.
import type { z } from 'zod';
import type {
  CandidateFollowUp,
  DashboardSummary,
  Funnel,
  funnelQuery,
  FunnelTrend,
  TaskList,
  WaitingMark,
} from '@portal/shared/contract/dashboard';
import {
  FUNNEL_EXITS,
  FUNNEL_STAGES,
  FUNNEL_TREND_MAX_MONTHS,
} from '@portal/shared/contract/dashboard';
import { chaseUpMessage, waitingLabel } from '@portal/shared/dashboard-messages';
import { parseTokyo, tokyoIso, tokyoMonth, tokyoMonthRange } from '@portal/shared/tokyo-time';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/auth-guard';
import { HttpError, notFound, validationError } from '../../plugins/http-errors';
import { ownApplicantId } from '../applicants/access-queries';
import { compareTasks, endOfTokyoDay } from './buckets';
import { funnelReferralRows, funnelRows, staffNames, type FunnelFilter } from './funnel-queries';
import { referralRow, toReferral, unplannedCount, waitingCount } from './referral-queries';
import {
  agencyAccountIds,
  findTasks,
  myTaskCounts,
  ownReferral,
  staffOf,
  type TaskFilter,
} from './task-queries';
import { marksOf, thresholdsOf, type MarkRow } from './waiting-queries';

export const TASK_NOT_FOUND_MESSAGE = 'やることが見つかりません';
export const MAIN_ONLY_MESSAGE = 'この操作はメインアカウントのみ行えます。';

export async function isMainAccount(db: Database, auth: AuthContext): Promise<boolean> {
  const staff = await staffOf(db, auth.agencyId);
  return staff.find((member) => member.accountId === auth.accountId)?.kind === 'main';
}

/** 'me' → the session's account, 'all' → null, an id → that staff member of the agency. */
export async function ownerOf(
  db: Database,
  auth: AuthContext,
  owner: 'me' | 'all' | number,
): Promise<number | null> {
  if (owner === 'me') return auth.accountId;
  if (owner === 'all') return null;
  const [found] = await agencyAccountIds(db, auth.agencyId, [owner]);
  if (found === undefined) throw validationError({ owner: ['担当者が見つかりません。'] });
  return found;
}

export async function taskList(
  db: Database,
  auth: AuthContext,
  filter: TaskFilter,
  now: Date,
): Promise<TaskList> {
  const items = (await findTasks(db, auth, filter, now)).sort(compareTasks);
  const counts = { overdue: 0, today: 0, thisWeek: 0, later: 0 };
  for (const item of items) if (item.bucket !== 'done') counts[item.bucket] += 1;
  return { items, counts, now: tokyoIso(now) };
}

/** The applicant and referral of a new task, checked against the agency (404 / 422). */
export async function taskSubject(
  db: Database,
  auth: AuthContext,
  applicantId: number,
  candidateId: number | null | undefined,
) {
  const applicant = await ownApplicantId(db, auth, applicantId);
  if (applicant === null) throw notFound('候補者が見つかりません');
  if (candidateId === null || candidateId === undefined) return { applicantId, candidateId: null };
  const referral = await ownReferral(db, auth, candidateId);
  if (!referral) throw notFound('紹介情報が見つかりません');
  if (referral.applicantId !== applicantId)
    throw validationError({ candidateId: ['この候補者の紹介ではありません。'] });
  return { applicantId, candidateId };
}

export async function checkOwner(db: Database, auth: AuthContext, ownerAccountId: number) {
  const [found] = await agencyAccountIds(db, auth.agencyId, [ownerAccountId]);
  if (found === undefined) throw validationError({ ownerAccountId: ['担当者が見つかりません。'] });
  return found;
}

export function dueAtOf(text: string): Date {
  const due = parseTokyo(text);
  if (!due) throw validationError({ dueAt: ['期限の日時を正しく入力してください。'] });
  return due;
}

export async function summary(
  db: Database,
  auth: AuthContext,
  now: Date,
): Promise<DashboardSummary> {
  const staff = await staffOf(db, auth.agencyId);
  const me = staff.find((member) => member.accountId === auth.accountId)!;
  const mine = me.kind === 'main' ? null : auth.accountId;
  const thresholds = await thresholdsOf(db, auth.agencyId);
  return {
    me,
    staff,
    myTasks: await myTaskCounts(db, auth, now, endOfTokyoDay(now)),
    waiting: await waitingCount(db, auth, mine),
    unplanned: await unplannedCount(db, auth, mine),
    thresholds: { ...thresholds, editable: me.kind === 'main' },
  };
}

export function toMark(row: MarkRow): WaitingMark {
  const businessDays = Number(row.business_days);
  return {
    kind: row.kind,
    businessDays,
    thresholdDays: Number(row.threshold_days),
    since: tokyoIso(new Date(row.since)),
    label: waitingLabel(businessDays),
  };
}

export async function followUp(
  db: Database,
  auth: AuthContext,
  candidateId: number,
  now: Date,
): Promise<CandidateFollowUp> {
  const referral = await referralRow(db, auth, candidateId);
  if (!referral) throw notFound('紹介情報が見つかりません');
  const own = referral.applicant_id
    ? await findTasks(
        db,
        auth,
        { ownerAccountId: null, applicantId: Number(referral.applicant_id), state: 'open' },
        now,
      )
    : [];
  const tasks = own
    .filter((task) => task.candidateId === null || task.candidateId === candidateId)
    .sort(compareTasks);
  const markRow = (await marksOf(db, auth.agencyId, [candidateId])).get(candidateId);
  const waiting = markRow ? toMark(markRow) : null;
  const row = toReferral(referral);
  const chaseUp = waiting
    ? {
        companyName: row.companyName ?? '',
        jobName: row.jobName ?? '',
        candidateName: row.applicantName,
        businessDays: waiting.businessDays,
        text: chaseUpMessage({
          companyName: row.companyName ?? '',
          jobName: row.jobName ?? '',
          candidateName: row.applicantName,
          businessDays: waiting.businessDays,
          kind: waiting.kind,
        }),
      }
    : null;
  return { tasks, waiting, chaseUp };
}

// --- funnel ---------------------------------------------------------------------------------

type FunnelInput = z.output<typeof funnelQuery>;

export async function funnelFilter(
  db: Database,
  auth: AuthContext,
  query: FunnelInput,
  now: Date,
): Promise<{ filter: FunnelFilter; main: boolean; from: string; to: string }> {
  const from = query.from ?? tokyoMonth(now);
  const to = query.to ?? from;
  if (to < from)
    throw validationError({ to: ['期間の終わりは始まり以降の月を指定してください。'] });
  const main = await isMainAccount(db, auth);
  if (!main && query.staffId !== undefined && query.staffId !== auth.accountId)
    throw new HttpError(403, 'スタッフは自分の実績のみ表示できます。');
  const staffAccountId = main ? query.staffId : auth.accountId;
  return {
    main,
    from,
    to,
    filter: {
      agencyId: auth.agencyId,
      from: tokyoMonthRange(from).from,
      to: tokyoMonthRange(to).to,
      siteId: query.site === 'all' ? null : (query.site ?? auth.siteId),
      companyId: query.companyId,
      jobId: query.jobId,
      staffAccountId,
      countBy: query.countBy,
    },
  };
}

export async function funnel(
  db: Database,
  auth: AuthContext,
  query: FunnelInput,
  now: Date,
): Promise<Funnel> {
  const { filter, main, from, to } = await funnelFilter(db, auth, query, now);
  const rows = await funnelRows(db, filter, now, main);
  const count = (stage: string) => rows.reached.find((row) => row.stage === stage)?.count ?? 0;
  const stages = FUNNEL_STAGES.map((stage, index) => {
    const previous = index === 0 ? null : count(FUNNEL_STAGES[index - 1]);
    const median = rows.medians.find((row) => row.from_stage === stage)?.median_days ?? null;
    return {
      stage,
      count: count(stage),
      rateFromPrevious: previous ? Math.round((count(stage) / previous) * 1000) / 1000 : null,
      medianDays: median === null ? null : Math.round(median * 10) / 10,
      exits: FUNNEL_EXITS.flatMap((exit) => {
        const found = rows.exits.filter((row) => row.stage === exit && row.from_stage === stage);
        const total = found.reduce((sum, row) => sum + row.count, 0);
        return total ? [{ exit, count: total }] : [];
      }),
    };
  });
  let byStaff: Funnel['byStaff'] = null;
  if (rows.byStaff) {
    const names = await staffNames(
      db,
      rows.byStaff.flatMap((row) => (row.staff_account_id === null ? [] : [row.staff_account_id])),
    );
    const people = new Map<number | null, Map<string, number>>();
    for (const row of rows.byStaff) {
      if (!(FUNNEL_STAGES as readonly string[]).includes(row.stage)) continue;
      const counts = people.get(row.staff_account_id) ?? new Map<string, number>();
      counts.set(row.stage, row.count);
      people.set(row.staff_account_id, counts);
    }
    byStaff = [...people]
      .sort(([a], [b]) => (a ?? Infinity) - (b ?? Infinity))
      .map(([accountId, counts]) => ({
        accountId,
        name: (accountId === null ? undefined : names.get(accountId)) ?? '不明',
        stages: FUNNEL_STAGES.map((stage) => ({ stage, count: counts.get(stage) ?? 0 })),
      }));
  }
  return {
    from,
    to,
    countBy: filter.countBy,
    closed: filter.to.getTime() <= now.getTime(),
    stages,
    byStaff,
  };
}

/**
 * The stage counts of each month of the period (the trend), each month counted as the funnel of
 * that month alone would count it: closed months from the rollup, the open one from the history.
 */
export async function funnelTrend(
  db: Database,
  auth: AuthContext,
  query: FunnelInput,
  now: Date,
): Promise<FunnelTrend> {
  const { filter, from, to } = await funnelFilter(db, auth, query, now);
  const months: string[] = [];
  for (let month = from; month <= to; month = tokyoMonth(tokyoMonthRange(month).to))
    months.push(month);
  if (months.length > FUNNEL_TREND_MAX_MONTHS)
    throw validationError({
      to: [`推移は${FUNNEL_TREND_MAX_MONTHS}か月以内の期間を指定してください。`],
    });
  const answer: FunnelTrend = { countBy: filter.countBy, months: [] };
  for (const month of months) {
    const range = tokyoMonthRange(month);
    const rows = await funnelRows(db, { ...filter, ...range }, now, false);
    answer.months.push({
      month,
      stages: FUNNEL_STAGES.map((stage) => ({
        stage,
        count: rows.reached.find((row) => row.stage === stage)?.count ?? 0,
      })),
    });
  }
  return answer;
}

export async function funnelReferrals(
  db: Database,
  auth: AuthContext,
  query: FunnelInput & { stage: string; cursor?: number; limit: number },
  now: Date,
) {
  const { filter } = await funnelFilter(db, auth, query, now);
  const offset = query.cursor ?? 0;
  const { rows, total } = await funnelReferralRows(db, filter, query.stage, offset, query.limit);
  return {
    items: rows.slice(0, query.limit).map((row) => ({
      ...toReferral(row),
      enteredAt: tokyoIso(new Date(row.entered_at)),
    })),
    total,
    nextCursor: rows.length > query.limit ? offset + query.limit : null,
  };
}

/** Adds the standing 「企業回答待ち N日」 mark (or null) to each referral of a list. */
export async function withReferralMarks<T extends { id: number }>(
  db: Database,
  agencyId: number,
  items: T[],
): Promise<(T & { waiting: WaitingMark | null })[]> {
  const marks = await marksOf(
    db,
    agencyId,
    items.map((item) => item.id),
  );
  return items.map((item) => {
    const mark = marks.get(item.id);
    return { ...item, waiting: mark ? toMark(mark) : null };
  });
}
