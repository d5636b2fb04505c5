// Contract of the ダッシュボード section (issue 29): やること (next actions, tasks), 回答待ち
// (referrals waiting for the company) and 実績 (the selection funnel). The api registers these
// routes (api/src/modules/dashboard) and remote-dashboard calls them by path. Dates in answers
// are ISO 8601 with the +09:00 offset; months are Tokyo months 'YYYY-MM'.
import { z } from '../zod';
import { SITE_IDS } from '../site';
import { parseTokyo } from '../tokyo-time';
import { call, calls } from './define';
import { bodyId, cursorPage, id, idParams, noData, staffNameOrNull } from './common';
import { waitingMark } from './waiting-mark';

export { waitingMark, WAITING_KINDS } from './waiting-mark';
export type { WaitingKind, WaitingMark } from './waiting-mark';

// --- tasks (やること) ---------------------------------------------------------------------------

/**
 * How a task was made: by hand, or by what happened to a referral (created once each, owned by
 * the staff member who made the referral).
 */
export const TASK_KINDS = [
  'manual',
  /** An interview date confirmed → 「前日フォロー」 the day before at 17:00. */
  'interview_follow_up',
  /** 内定 → 「内定承諾の意思確認」 in 3 business days. */
  'offer_confirmation',
  /** A company message unanswered for one business day → 「企業への返信」. */
  'company_reply',
  /** 不合格 → 「不合格の連絡」 the same day. */
  'rejection_notice',
] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/**
 * Where an open task falls on the list: 期限切れ, 今日, 今週 (after today up to Sunday, Tokyo),
 * それ以降; a completed task is 'done'.
 */
export const TASK_BUCKETS = ['overdue', 'today', 'thisWeek', 'later', 'done'] as const;
export type TaskBucket = (typeof TASK_BUCKETS)[number];

/** A staff account of the agency (the main account or a sub-account). */
export const staffMember = z.object({
  accountId: z.number(),
  /** The name, else the user ID. */
  name: z.string(),
  kind: z.enum(['main', 'sub']),
});
export type StaffMember = z.infer<typeof staffMember>;

export const task = z.object({
  id: z.number(),
  kind: z.enum(TASK_KINDS),
  title: z.string(),
  note: z.string(),
  /** The due date and time (ISO 8601, +09:00). */
  dueAt: z.string(),
  bucket: z.enum(TASK_BUCKETS),
  applicantId: z.number(),
  /** 姓 名 of the applicant. */
  applicantName: z.string(),
  /** The referral the task is about; null for a task about the applicant only. */
  candidateId: z.number().nullable(),
  jobId: z.number().nullable(),
  jobName: z.string().nullable(),
  companyId: z.number().nullable(),
  companyName: z.string().nullable(),
  /** The owner; null when the account was deleted. */
  owner: z.object({ accountId: z.number(), name: z.string() }).nullable(),
  done: z.boolean(),
  completedAt: z.string().nullable(),
  completedBy: staffNameOrNull,
  createdAt: z.string(),
  /** Who made it by hand; null for an automatic task. */
  createdBy: staffNameOrNull,
});
export type Task = z.infer<typeof task>;

/** The owner filter: 'me' (the default), 'all', or an account id of the agency. */
export const ownerFilter = z.union([z.literal('me'), z.literal('all'), id]).default('me');

export const taskListQuery = z.object({
  owner: ownerFilter,
  companyId: id.optional(),
  applicantId: id.optional(),
  candidateId: id.optional(),
  /** open (the default): not done; done: completed, newest first (the last 100). */
  state: z.enum(['open', 'done', 'all']).default('open'),
});

/**
 * GET /dashboard/tasks: the open tasks ordered 期限切れ (most recently overdue first), 今日, 今週,
 * それ以降 (each by due time), with the count of each bucket over the same filters.
 */
export const taskList = z.object({
  items: z.array(task),
  counts: z.object({
    overdue: z.number(),
    today: z.number(),
    thisWeek: z.number(),
    later: z.number(),
  }),
  /** The instant the buckets were computed for (ISO 8601, +09:00). */
  now: z.string(),
});
export type TaskList = z.infer<typeof taskList>;

export const MAX_TASK_TITLE = 100;
export const MAX_TASK_NOTE = 2000;

/** A due date and time: ISO 8601 with an offset, or a Tokyo wall-clock 'YYYY-MM-DDTHH:mm'. */
export const dueAtInput = z
  .string()
  .trim()
  .min(1, '期限を入力してください。')
  .max(40)
  .refine((text) => parseTokyo(text) !== null, '期限の日時を正しく入力してください。');

/** POST /dashboard/tasks. The owner defaults to the account that creates it. */
export const taskCreateBody = z.object({
  applicantId: bodyId,
  candidateId: bodyId.nullable().optional(),
  title: z
    .string()
    .trim()
    .min(1, 'タイトルを入力してください。')
    .max(MAX_TASK_TITLE, `タイトルは${MAX_TASK_TITLE}文字以内で入力してください。`),
  dueAt: dueAtInput,
  ownerAccountId: bodyId.optional(),
  note: z
    .string()
    .max(MAX_TASK_NOTE, `メモは${MAX_TASK_NOTE}文字以内で入力してください。`)
    .default(''),
});
export type TaskCreateRequest = z.input<typeof taskCreateBody>;

/** PATCH /dashboard/tasks/{id}: any of the fields; `done` completes (true) or undoes (false). */
export const taskUpdateBody = z
  .object({
    title: taskCreateBody.shape.title,
    dueAt: dueAtInput,
    ownerAccountId: bodyId,
    note: z.string().max(MAX_TASK_NOTE, `メモは${MAX_TASK_NOTE}文字以内で入力してください。`),
    done: z.boolean(),
  })
  .partial();
export type TaskUpdateRequest = z.input<typeof taskUpdateBody>;

// --- referrals (the rows behind every number) ---------------------------------------------------

/** A referral as the dashboard's lists show it; it opens the candidate page. */
export const dashboardReferral = z.object({
  candidateId: z.number(),
  applicantId: z.number().nullable(),
  applicantName: z.string(),
  jobId: z.number().nullable(),
  jobName: z.string().nullable(),
  companyId: z.number().nullable(),
  companyName: z.string().nullable(),
  siteId: z.enum(SITE_IDS),
  specialSelectionStatus: z.number(),
  selectionStepName: z.string().nullable(),
  referredAt: z.string(),
  /** The staff member who made the referral. */
  referredBy: staffNameOrNull,
});
export type DashboardReferral = z.infer<typeof dashboardReferral>;

const pageQuery = {
  cursor: id.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
};

// --- summary ------------------------------------------------------------------------------------

/** GET /dashboard/summary: the section's head (the counts its tabs and cards show). */
export const dashboardSummary = z.object({
  me: staffMember,
  /** The agency's staff (the owner filter and the task form's owner choices). */
  staff: z.array(staffMember),
  /** My open tasks by bucket. */
  myTasks: z.object({ overdue: z.number(), today: z.number() }),
  /** Referrals of the agency marked 「企業回答待ち」 (mine for a sub-account). */
  waiting: z.number(),
  /** Active referrals with neither an open task nor a final state (GET /dashboard/unplanned). */
  unplanned: z.number(),
  thresholds: z.lazy(() => waitingThresholds),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const unplannedQuery = z.object({
  owner: z.union([z.literal('me'), z.literal('all'), id]).default('all'),
  companyId: id.optional(),
  ...pageQuery,
});

// --- waiting (回答待ち) -------------------------------------------------------------------------

/** The agency's thresholds in business days (the main account changes them). */
export const waitingThresholds = z.object({
  /** 書類 (before 選考中): 5 by default. */
  documentsDays: z.number(),
  /** 面接結果 (after a confirmed interview date has passed): 3 by default. */
  interviewResultDays: z.number(),
  /** Whether this account may change them (the main account). */
  editable: z.boolean(),
});
export type WaitingThresholds = z.infer<typeof waitingThresholds>;

const thresholdDays = z
  .number()
  .int('営業日数は整数で入力してください。')
  .min(1, '営業日数は1以上で入力してください。')
  .max(60, '営業日数は60以下で入力してください。');

export const waitingThresholdsBody = z.object({
  documentsDays: thresholdDays,
  interviewResultDays: thresholdDays,
});
export type WaitingThresholdsRequest = z.input<typeof waitingThresholdsBody>;

export const waitingQuery = z.object({
  owner: z.union([z.literal('me'), z.literal('all'), id]).default('all'),
  companyId: id.optional(),
  ...pageQuery,
});

export const waitingReferral = dashboardReferral.extend({ waiting: waitingMark });
export type WaitingReferral = z.infer<typeof waitingReferral>;

/** The chase-up (催促) a click puts in the candidate's message composer. */
export const chaseUp = z.object({
  companyName: z.string(),
  jobName: z.string(),
  candidateName: z.string(),
  businessDays: z.number(),
  /** The filled template (shared/src/dashboard-messages.ts chaseUpMessage). */
  text: z.string(),
});
export type ChaseUp = z.infer<typeof chaseUp>;

/** GET /candidates/{id}/follow-up: what the candidate page shows beside the referral. */
export const candidateFollowUp = z.object({
  /** The referral's open tasks and its applicant's tasks without a referral, by due time. */
  tasks: z.array(task),
  waiting: waitingMark.nullable(),
  /** Present when waiting. */
  chaseUp: chaseUp.nullable(),
});
export type CandidateFollowUp = z.infer<typeof candidateFollowUp>;

// --- funnel (実績) -----------------------------------------------------------------------------

/** The stages in order (推薦 → 選考中 → 面接 → 内定 → 内定承諾). */
export const FUNNEL_STAGES = ['referred', 'screening', 'interview', 'offer', 'accepted'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** The exits: 選考辞退, 不合格, 内定承諾前辞退, 内定承諾後辞退. */
export const FUNNEL_EXITS = ['declined', 'rejected', 'offerDeclined', 'acceptedDeclined'] as const;
export type FunnelExit = (typeof FUNNEL_EXITS)[number];

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月はYYYY-MMの形式で指定してください。');

/**
 * The funnel's filters. The period is whole Tokyo months (`from` to `to`, inclusive; `to`
 * defaults to `from`, `from` to the current month); the service line defaults to the site of
 * the path ('all': every site of the agency). A sub-account always sees its own figures
 * (`staffId` is its own); the main account may name any staff member or none.
 */
export const funnelQuery = z.object({
  from: month.optional(),
  to: month.optional(),
  companyId: id.optional(),
  jobId: id.optional(),
  staffId: id.optional(),
  site: z.enum([...SITE_IDS, 'all']).optional(),
  countBy: z.enum(['referral', 'applicant']).default('referral'),
});
export type FunnelQuery = z.input<typeof funnelQuery>;

export const funnelExitCount = z.object({
  exit: z.enum(FUNNEL_EXITS),
  count: z.number(),
});

export const funnelStageFigures = z.object({
  stage: z.enum(FUNNEL_STAGES),
  /** Referrals (or applicants) that reached the stage in the period. */
  count: z.number(),
  /** count ÷ the previous stage's count (0–1, may pass 1); null for 推薦 or a previous 0. */
  rateFromPrevious: z.number().nullable(),
  /** Median days spent in the stage by those who left it in the period; null: none left. */
  medianDays: z.number().nullable(),
  /** Who left the funnel from this stage in the period, by exit. */
  exits: z.array(funnelExitCount),
});
export type FunnelStageFigures = z.infer<typeof funnelStageFigures>;

/** GET /dashboard/funnel. */
export const funnel = z.object({
  from: z.string(),
  to: z.string(),
  countBy: z.enum(['referral', 'applicant']),
  /** Every month of the period has ended (its figures never change again). */
  closed: z.boolean(),
  stages: z.array(funnelStageFigures),
  /** The comparison by staff member (the main account only; null for a sub-account). */
  byStaff: z
    .array(
      z.object({
        accountId: z.number().nullable(),
        name: z.string(),
        stages: z.array(z.object({ stage: z.enum(FUNNEL_STAGES), count: z.number() })),
      }),
    )
    .nullable(),
});
export type Funnel = z.infer<typeof funnel>;

/**
 * GET /dashboard/funnel/trend: the stage counts of each month of the period (at most
 * FUNNEL_TREND_MAX_MONTHS), under the funnel's filters, in one answer.
 */
export const FUNNEL_TREND_MAX_MONTHS = 24;
export const funnelTrend = z.object({
  countBy: z.enum(['referral', 'applicant']),
  months: z.array(
    z.object({
      /** The Tokyo month 'YYYY-MM', oldest first. */
      month: z.string(),
      stages: z.array(z.object({ stage: z.enum(FUNNEL_STAGES), count: z.number() })),
    }),
  ),
});
export type FunnelTrend = z.infer<typeof funnelTrend>;

/** GET /dashboard/funnel/referrals: the funnel's filters plus the cell (a stage or an exit). */
export const funnelReferralsQuery = funnelQuery.extend({
  stage: z.enum([...FUNNEL_STAGES, ...FUNNEL_EXITS]),
  ...pageQuery,
});

export const funnelReferral = dashboardReferral.extend({
  /** When it entered the stage (or left by the exit) within the period. */
  enteredAt: z.string(),
});
export type FunnelReferral = z.infer<typeof funnelReferral>;

export const dashboardCalls = calls('ダッシュボード (dashboard)', {
  'GET /dashboard/summary': call({
    summary: 'The dashboard head: me, the staff, my task counts, waiting and unplanned counts',
    response: dashboardSummary,
  }),
  'GET /dashboard/tasks': call({
    operationId: 'listTasks',
    summary: 'やること: tasks by bucket (期限切れ / 今日 / 今週 / それ以降), by owner and company',
    query: taskListQuery,
    response: taskList,
  }),
  'POST /dashboard/tasks': call({
    operationId: 'createTask',
    summary: 'Creates a task for an applicant (optionally one referral)',
    body: taskCreateBody,
    response: task,
    status: 201,
  }),
  'PATCH /dashboard/tasks/{id}': call({
    operationId: 'updateTask',
    summary: 'Changes a task; done: true completes it, false undoes the completion',
    params: idParams,
    body: taskUpdateBody,
    response: task,
  }),
  'DELETE /dashboard/tasks/{id}': call({
    operationId: 'deleteTask',
    summary: 'Deletes a task',
    params: idParams,
    response: noData,
  }),
  'GET /dashboard/unplanned': call({
    operationId: 'listUnplannedReferrals',
    summary: 'Active referrals with neither an open task nor a final state',
    query: unplannedQuery,
    response: cursorPage(dashboardReferral),
  }),
  'GET /dashboard/waiting': call({
    operationId: 'listWaitingReferrals',
    summary: '回答待ち: referrals marked 「企業回答待ち N日」, longest wait first',
    query: waitingQuery,
    response: cursorPage(waitingReferral),
  }),
  'GET /candidates/{id}/follow-up': call({
    summary: "The referral's open tasks, its waiting mark and the chase-up text",
    params: idParams,
    response: candidateFollowUp,
  }),
  'GET /settings/waiting-thresholds': call({
    operationId: 'getWaitingThresholds',
    summary: '回答待ちの基準 (business days): 書類 and 面接結果',
    response: waitingThresholds,
  }),
  'PUT /settings/waiting-thresholds': call({
    operationId: 'updateWaitingThresholds',
    refusals: [403],
    summary: '回答待ちの基準の変更 (the main account only)',
    body: waitingThresholdsBody,
    response: waitingThresholds,
  }),
  'GET /dashboard/funnel': call({
    operationId: 'getFunnel',
    summary: '実績: the selection funnel of a period with its filters',
    query: funnelQuery,
    response: funnel,
  }),
  'GET /dashboard/funnel/trend': call({
    operationId: 'getFunnelTrend',
    summary: '実績の推移: the stage counts of each month of a period with the funnel filters',
    query: funnelQuery,
    response: funnelTrend,
  }),
  'GET /dashboard/funnel/referrals': call({
    operationId: 'listFunnelReferrals',
    summary: 'The referrals behind one cell of the funnel (same filters + stage or exit)',
    query: funnelReferralsQuery,
    response: cursorPage(funnelReferral),
  }),
});
