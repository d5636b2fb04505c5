// The one queue of background work (api/src/background/runner.ts): mails, digests, webhook
// deliveries, scheduled runs. A job is claimed by one api process at a time under a lease that
// expires (a crashed replica's job is taken again), retried with backoff, and ends done or dead
// (the dead letters, with their last error, listed by the company console). A key is unique per
// kind: enqueueing the same key twice makes one job (a daily run's `<kind>:<Tokyo day>`).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestampTz, updatedAt } from './columns';

export const JOB_STATES = ['queued', 'running', 'done', 'dead'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').notNull().default({}),
    state: text('state').$type<JobState>().notNull().default('queued'),
    /** When the job is due; null: as soon as a runner is free (whatever its clock). */
    runAt: timestampTz('run_at'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** While running: the claim's lease; past it, another runner takes the job again. */
    lockedUntil: timestampTz('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    finishedAt: timestampTz('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('background_jobs_kind_key_unique').on(t.kind, t.key),
    index('background_jobs_due_idx').on(t.state, t.runAt),
    check('background_jobs_state_check', sql`${t.state} in ('queued', 'running', 'done', 'dead')`),
  ],
);
