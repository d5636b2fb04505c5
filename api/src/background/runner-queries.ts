// The SQL of the background runner (runner.ts): enqueueing (once per kind and key), claiming a
// due job across replicas (FOR UPDATE SKIP LOCKED under a lease), renewing the lease, the job's
// end (done, queued again after a backoff, dead) and the console's listing and retry.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { backgroundJobs, JOB_STATES, type JobState } from '../db/schema/background-jobs';

export type JobRow = typeof backgroundJobs.$inferSelect;
export { JOB_STATES, type JobState };

export interface ClaimedJob {
  id: number;
  kind: string;
  key: string | null;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

/** Inserts the job; a job of the same kind and key already there wins (null answered then). */
export async function insertJob(
  executor: Pick<Database, 'insert'>,
  job: {
    kind: string;
    key: string | null;
    payload: unknown;
    runAt: Date | null;
    maxAttempts: number;
  },
): Promise<{ id: number } | null> {
  const rows = await executor
    .insert(backgroundJobs)
    .values({ ...job, payload: job.payload ?? {} })
    .onConflictDoNothing({ target: [backgroundJobs.kind, backgroundJobs.key] })
    .returning({ id: backgroundJobs.id });
  return rows[0] ?? null;
}

/** Whether a job of the kind and key exists (in any state). */
export async function jobKeyExists(db: Database, kind: string, key: string): Promise<boolean> {
  const count = await db.$count(
    backgroundJobs,
    and(eq(backgroundJobs.kind, kind), eq(backgroundJobs.key, key)),
  );
  return count > 0;
}

/**
 * Claims the oldest due job of the given kinds: queued with its run_at passed, or running with
 * its lease expired (the runner holding it died). The claim counts as an attempt.
 */
export async function claimJob(
  db: Database,
  kinds: string[],
  now: Date,
  lockedUntil: Date,
  worker: string,
): Promise<ClaimedJob | null> {
  if (!kinds.length) return null;
  const at = now.toISOString();
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const result = await db.execute(sql`
      update background_jobs
      set state = 'running', attempts = attempts + 1,
          locked_until = ${lockedUntil.toISOString()}::timestamptz, locked_by = ${worker},
          updated_at = ${at}::timestamptz
      where id = (
        select id from background_jobs
        where kind in (${kindList})
          and ((state = 'queued' and (run_at is null or run_at <= ${at}::timestamptz))
            or (state = 'running' and locked_until <= ${at}::timestamptz))
        order by run_at nulls first, id
        for update skip locked
        limit 1
      )
      returning id, kind, key, payload, attempts, max_attempts`);
  const row = (
    result as unknown as {
      rows: {
        id: number;
        kind: string;
        key: string | null;
        payload: unknown;
        attempts: number;
        max_attempts: number;
      }[];
    }
  ).rows[0];
  if (!row) return null;
  const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
  return {
    id: row.id,
    kind: row.kind,
    key: row.key,
    payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  };
}

/** The claim this runner holds: the job while it is still running on this attempt. */
const heldClaim = (job: ClaimedJob, worker: string) =>
  and(
    eq(backgroundJobs.id, job.id),
    eq(backgroundJobs.attempts, job.attempts),
    eq(backgroundJobs.state, 'running'),
    eq(backgroundJobs.lockedBy, worker),
  );

/** Extends the lease of a job still running here; false when the claim was lost. */
export async function renewJobLease(
  db: Database,
  job: ClaimedJob,
  worker: string,
  lockedUntil: Date,
): Promise<boolean> {
  const rows = await db
    .update(backgroundJobs)
    .set({ lockedUntil })
    .where(heldClaim(job, worker))
    .returning({ id: backgroundJobs.id });
  return rows.length > 0;
}

export async function markJobDone(db: Database, job: ClaimedJob, worker: string, now: Date) {
  await db
    .update(backgroundJobs)
    .set({ state: 'done', finishedAt: now, lockedUntil: null, lastError: null, updatedAt: now })
    .where(heldClaim(job, worker));
}

/** A failed attempt: queued again at `retryAt`, or dead when it was the last one (retryAt null). */
export async function markJobFailed(
  db: Database,
  job: ClaimedJob,
  worker: string,
  now: Date,
  error: string,
  retryAt: Date | null,
) {
  await db
    .update(backgroundJobs)
    .set(
      retryAt
        ? { state: 'queued', runAt: retryAt, lockedUntil: null, lastError: error, updatedAt: now }
        : { state: 'dead', finishedAt: now, lockedUntil: null, lastError: error, updatedAt: now },
    )
    .where(heldClaim(job, worker));
}

/** Jobs newest first, of one state and kind when given. */
export function listJobs(
  db: Database,
  options: { state?: JobState; kind?: string; limit: number },
): Promise<JobRow[]> {
  return db
    .select()
    .from(backgroundJobs)
    .where(
      and(
        options.state ? eq(backgroundJobs.state, options.state) : undefined,
        options.kind ? eq(backgroundJobs.kind, options.kind) : undefined,
      ),
    )
    .orderBy(desc(backgroundJobs.id))
    .limit(options.limit);
}

export async function jobById(db: Database, id: number): Promise<JobRow | null> {
  const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
  return row ?? null;
}

/** A dead job queued again with its attempts anew; null when it is not dead (or not there). */
export async function requeueDeadJob(db: Database, id: number, now: Date): Promise<JobRow | null> {
  const [row] = await db
    .update(backgroundJobs)
    .set({ state: 'queued', attempts: 0, runAt: now, finishedAt: null, updatedAt: now })
    .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.state, 'dead')))
    .returning();
  return row ?? null;
}

/** Forgets done jobs finished before `before` (their keys stay taken until then). */
export async function deleteDoneJobs(db: Database, before: Date) {
  await db
    .delete(backgroundJobs)
    .where(and(eq(backgroundJobs.state, 'done'), lt(backgroundJobs.finishedAt, before)));
}
