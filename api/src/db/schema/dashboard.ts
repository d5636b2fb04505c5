// Issue 29 (ダッシュボード): the append-only selection history (written by triggers, migration
// 0015), tasks (やること), the 回答待ち marks, their daily runs and the agency's thresholds.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TaskKind, WaitingKind } from '@portal/shared/contract/dashboard';
import { accounts, agencies, agencyRef, agencySite } from './agencies';
import { applicants, candidates } from './applicants';
import { optionalRef, requiredRef, siteIdCheck, timestamps, timestampTz } from './columns';

export const selectionHistory = pgTable(
  'selection_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    candidateId: integer('candidate_id').notNull(),
    agencyId: integer('agency_id').notNull(),
    siteId: text('site_id').notNull(),
    applicantId: integer('applicant_id'),
    jobId: integer('job_id'),
    companyId: integer('company_id'),
    staffAccountId: integer('staff_account_id'),
    status: smallint('status'),
    stepName: text('step_name'),
    stage: text('stage'),
    fromStage: text('from_stage'),
    fromStageAt: timestampTz('from_stage_at'),
    firstReach: boolean('first_reach').notNull(),
    implied: boolean('implied').notNull().default(false),
    source: text('source').notNull(),
    actorKind: text('actor_kind').notNull(),
    actorAccountId: integer('actor_account_id'),
    actorCompanyId: integer('actor_company_id'),
    changedAt: timestampTz('changed_at').notNull(),
  },
  (t) => [
    index('selection_history_funnel_idx').on(t.agencyId, t.changedAt),
    index('selection_history_site_idx').on(t.agencyId, t.siteId, t.changedAt),
    index('selection_history_candidate_idx').on(t.candidateId, t.id),
    // An applicant's reaches of a stage (migration 0016: the funnel's open month per applicant).
    index('selection_history_unit_idx')
      .on(t.agencyId, sql`coalesce(${t.applicantId}, -${t.candidateId})`, t.stage, t.changedAt)
      .where(sql`${t.firstReach}`),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    ...agencySite(),
    applicantId: requiredRef('applicant_id', () => applicants.id),
    candidateId: optionalRef('candidate_id', () => candidates.id, 'cascade'),
    kind: text('kind').$type<TaskKind>().notNull(),
    /** An automatic task's occurrence (unique with kind and candidate); null by hand. */
    occurrence: text('occurrence'),
    title: text('title').notNull(),
    note: text('note').notNull().default(''),
    dueAt: timestampTz('due_at').notNull(),
    ownerAccountId: optionalRef('owner_account_id', () => accounts.id),
    createdByAccountId: optionalRef('created_by_account_id', () => accounts.id),
    completedAt: timestampTz('completed_at'),
    completedByAccountId: optionalRef('completed_by_account_id', () => accounts.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tasks_occurrence_unique')
      .on(t.kind, t.candidateId, t.occurrence)
      .where(sql`${t.occurrence} is not null`),
    index('tasks_agency_open_idx')
      .on(t.agencyId, t.siteId, t.dueAt)
      .where(sql`${t.completedAt} is null`),
    index('tasks_candidate_idx').on(t.candidateId),
    index('tasks_applicant_idx').on(t.applicantId),
    siteIdCheck('tasks_site_id_check', t.siteId),
  ],
);

export const waitingMarks = pgTable(
  'waiting_marks',
  {
    candidateId: integer('candidate_id')
      .primaryKey()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    ...agencySite(),
    kind: text('kind').$type<WaitingKind>().notNull(),
    since: timestampTz('since').notNull(),
    businessDays: integer('business_days').notNull(),
    thresholdDays: integer('threshold_days').notNull(),
    evaluatedOn: date('evaluated_on', { mode: 'string' }).notNull(),
  },
  (t) => [index('waiting_marks_agency_idx').on(t.agencyId, t.siteId)],
);

export const waitingRuns = pgTable(
  'waiting_runs',
  {
    agencyId: agencyRef(),
    day: date('day', { mode: 'string' }).notNull(),
    marked: integer('marked').notNull().default(0),
    tasksCreated: integer('tasks_created').notNull().default(0),
    ranAt: timestampTz('ran_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.day] })],
);

export const waitingThresholds = pgTable('waiting_thresholds', {
  agencyId: integer('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  documentsDays: integer('documents_days').notNull().default(5),
  interviewResultDays: integer('interview_result_days').notNull().default(3),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

// 実績 at scale (migration 0016): a closed Tokyo month's funnel counted once, when first asked
// for after it closed (funnel_months marks it); read instead of the history for those months.
export const funnelMonths = pgTable(
  'funnel_months',
  {
    agencyId: integer('agency_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    countedAt: timestampTz('counted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'funnel_months_pkey', columns: [t.agencyId, t.month] })],
);

export const funnelRollup = pgTable(
  'funnel_rollup',
  {
    agencyId: integer('agency_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    kind: text('kind').$type<'reach' | 'spent' | 'unit'>().notNull(),
    siteId: text('site_id').notNull(),
    companyId: integer('company_id'),
    jobId: integer('job_id'),
    staffAccountId: integer('staff_account_id'),
    stage: text('stage'),
    fromStage: text('from_stage'),
    tenth: integer('tenth'),
    prevSite: date('prev_site', { mode: 'string' }),
    prevAny: date('prev_any', { mode: 'string' }),
    prevSiteStaff: date('prev_site_staff', { mode: 'string' }),
    prevAnyStaff: date('prev_any_staff', { mode: 'string' }),
    n: integer('n').notNull(),
  },
  (t) => [index('funnel_rollup_month_idx').on(t.agencyId, t.kind, t.month)],
);
