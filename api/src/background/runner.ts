// The one runner of background work (issue 30): mails, the daily digest, webhook deliveries and
// any scheduled run are jobs of the background_jobs table (runner-queries.ts), on PostgreSQL and
// on the embedded PGlite alike.
//
// - A kind is defined once (defineJob) with what it runs; a job is enqueued with enqueueJob, in
//   the caller's transaction when given one, so the job exists exactly when the change that
//   causes it committed. A key makes it once per kind: the same key enqueued twice is one job.
// - Every api process runs a Runner: it polls (pollMs) and is woken when this process enqueues. A
//   due job is claimed by one runner across replicas (FOR UPDATE SKIP LOCKED) under a lease that
//   the runner renews while the job runs; a replica that dies leaves its lease to expire and the
//   job is taken again.
// - A failed attempt is retried after a backoff that grows (exponential by default); the last
//   failed attempt leaves the job dead with its error: the dead letters the company console
//   lists (`list-background-jobs`) and can queue again (`retry-background-job`).
// - scheduleDaily(kind, { hour, minute }) enqueues the kind once a day at that Tokyo time with
//   the key `<kind>:<Tokyo day>`: any number of replicas make one job, and a replica that was
//   down at that time enqueues it when it starts (the key tells whether it already ran).
import { randomBytes } from 'node:crypto';
import { tokyoDate, tokyoFormat } from '@portal/shared/tokyo-time';
import type { Database } from '../db/client';
import type { Services } from '../services';
import {
  claimJob,
  deleteDoneJobs,
  insertJob,
  markJobDone,
  markJobFailed,
  renewJobLease,
  type ClaimedJob,
} from './runner-queries';

export interface JobContext {
  db: Database;
  /** The api's services (mail, notifications, live, files, …) of the process running the job. */
  services: Services;
  now: () => Date;
  job: {
    id: number;
    kind: string;
    key: string | null;
    /** 1 on the first attempt. */
    attempt: number;
    maxAttempts: number;
  };
}

export interface JobDefinition<P> {
  /** Does the work; throwing (or rejecting) fails the attempt: retried later, or dead. */
  run(payload: P, context: JobContext): Promise<unknown> | unknown;
  /** Attempts before the job is dead (default 5). */
  maxAttempts?: number;
  /** The wait before the next attempt after `attempt` (1, 2, …) failed (default exponentialBackoff()). */
  backoff?: (attempt: number) => number;
  /** The claim's lease, renewed while the job runs (default 60 s). */
  leaseMs?: number;
}

export interface JobKind<P> {
  kind: string;
  /** Only for typing enqueueJob's payload. */
  readonly payload?: P;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_LEASE_MS = 60_000;
/** Done jobs are forgotten after this long (their keys with them). */
const KEEP_DONE_MS = 14 * 24 * 3600_000;
const SWEEP_EVERY_MS = 3600_000;

/** Waits base·2^(attempt−1), at most max: 10 s, 20 s, 40 s, … 1 h by default. */
export function exponentialBackoff(options: { baseMs?: number; maxMs?: number } = {}) {
  const base = options.baseMs ?? 10_000;
  const max = options.maxMs ?? 3600_000;
  return (attempt: number) => Math.min(max, base * 2 ** Math.max(0, attempt - 1));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- payloads differ per kind
const definitions = new Map<string, JobDefinition<any>>();
const schedules = new Map<string, { hour: number; minute: number }>();
const started = new Set<Runner>();

/** Defines what a kind of job runs (once per kind, at module load; a later definition wins). */
export function defineJob<P>(kind: string, definition: JobDefinition<P>): JobKind<P> {
  definitions.set(kind, definition);
  return { kind };
}

/** The kinds defined in this process. */
export function definedKinds(): string[] {
  return [...definitions.keys()];
}

/**
 * Runs the kind every day at hour:minute Tokyo time, once across replicas: the job's key is
 * `<kind>:<Tokyo day>` and its payload `{ day }`. The kind is defined with defineJob.
 */
export function scheduleDaily(kind: string, at: { hour: number; minute: number }): void {
  schedules.set(kind, at);
}

const kindOf = (kind: string | JobKind<unknown>) => (typeof kind === 'string' ? kind : kind.kind);

/**
 * Enqueues a job, in the caller's transaction when `executor` is one (then call wakeRunners()
 * after it committed, or let the next poll find it). With a key, a job of the same kind and key
 * already there wins: answers null then, else the new job's id. runAt: not before (default: now,
 * whatever the runner's clock).
 */
export async function enqueueJob<P>(
  executor: Pick<Database, 'insert'>,
  kind: string | JobKind<P>,
  payload: P,
  options: { key?: string; runAt?: Date; maxAttempts?: number } = {},
): Promise<{ id: number } | null> {
  const name = kindOf(kind);
  const job = await insertJob(executor, {
    kind: name,
    key: options.key ?? null,
    payload: payload ?? {},
    runAt: options.runAt ?? null,
    maxAttempts: options.maxAttempts ?? definitions.get(name)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  });
  if (job) wakeRunners();
  return job;
}

/** Tells this process's runners that work may be waiting (after a transaction that enqueued). */
export function wakeRunners(): void {
  for (const runner of started) runner.wake();
}

export interface RunnerOptions {
  services: Services;
  now?: () => Date;
  /** The poll interval (default 1 s). */
  pollMs?: number;
  /** Jobs run side by side in this process (default 1). */
  concurrency?: number;
  /** Only these kinds (default: every defined kind). */
  kinds?: string[];
  /** Enqueue the daily schedules (default true). */
  schedules?: boolean;
  /** Daily runs moved from the time scheduleDaily gave them (config DAILY_RUNS_AT). */
  dailyAt?: Record<string, { hour: number; minute: number }>;
  /** A job's failed attempt, or the runner's own trouble (the database away). */
  onError?: (error: unknown, job?: { id: number; kind: string; attempt: number }) => void;
}

export class Runner {
  readonly id = `runner-${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly db: Database;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  /** stop() was called: the jobs in flight finish, no other is claimed. */
  private stopping = false;
  private again = false;
  /** The Tokyo day each schedule was last enqueued for by this runner. */
  private readonly enqueuedDay = new Map<string, string>();
  private sweptAt = 0;

  constructor(private readonly options: RunnerOptions) {
    this.db = options.services.db;
    this.now = options.now ?? options.services.now;
  }

  private kinds(): string[] {
    const defined = definedKinds();
    return this.options.kinds ? defined.filter((k) => this.options.kinds!.includes(k)) : defined;
  }

  /** Enqueues today's daily runs whose time has come (once per key across replicas). */
  async enqueueSchedules(): Promise<void> {
    const now = this.now();
    const day = tokyoDate(now);
    const time = tokyoFormat(now, 'HH:mm');
    for (const [kind, scheduled] of schedules) {
      const at = this.options.dailyAt?.[kind] ?? scheduled;
      if (!this.kinds().includes(kind) || this.enqueuedDay.get(kind) === day) continue;
      const due = `${String(at.hour).padStart(2, '0')}:${String(at.minute).padStart(2, '0')}`;
      if (time < due) continue;
      await insertJob(this.db, {
        kind,
        key: `${kind}:${day}`,
        payload: { day },
        runAt: null,
        maxAttempts: definitions.get(kind)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      });
      this.enqueuedDay.set(kind, day);
    }
  }

  /** Claims and runs one due job; false when none was due. */
  async runOne(): Promise<boolean> {
    const kinds = this.kinds();
    const now = this.now();
    const leaseOf = (kind: string) => definitions.get(kind)?.leaseMs ?? DEFAULT_LEASE_MS;
    // The lease of the longest kind at claim time; renewed with the job's own below.
    const claimed = await claimJob(
      this.db,
      kinds,
      now,
      new Date(now.getTime() + Math.max(DEFAULT_LEASE_MS, ...kinds.map(leaseOf))),
      this.id,
    );
    if (!claimed) return false;
    await this.execute(claimed, leaseOf(claimed.kind));
    return true;
  }

  private async execute(claimed: ClaimedJob, leaseMs: number): Promise<void> {
    const definition = definitions.get(claimed.kind)!;
    const info = { id: claimed.id, kind: claimed.kind, attempt: claimed.attempts };
    if (claimed.attempts > claimed.maxAttempts) {
      // Its last attempt's runner died (the lease expired): no attempt is left.
      const error = 'the last attempt did not finish (its runner stopped)';
      await markJobFailed(this.db, claimed, this.id, this.now(), error, null);
      return;
    }
    const heartbeat = setInterval(
      () => {
        renewJobLease(this.db, claimed, this.id, new Date(this.now().getTime() + leaseMs)).catch(
          (error) => this.options.onError?.(error, info),
        );
      },
      Math.max(1000, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    let failure: { error: unknown } | null = null;
    try {
      await definition.run(claimed.payload, {
        db: this.db,
        services: this.options.services,
        now: this.now,
        job: {
          id: claimed.id,
          kind: claimed.kind,
          key: claimed.key,
          attempt: claimed.attempts,
          maxAttempts: claimed.maxAttempts,
        },
      });
    } catch (error) {
      failure = { error };
    } finally {
      clearInterval(heartbeat);
    }
    // (A database away here throws out of the round: the lease expires and the job runs again.)
    if (!failure) {
      await markJobDone(this.db, claimed, this.id, this.now());
      return;
    }
    this.options.onError?.(failure.error, info);
    const now = this.now();
    const backoff = definition.backoff ?? exponentialBackoff();
    const retryAt =
      claimed.attempts < claimed.maxAttempts
        ? new Date(now.getTime() + backoff(claimed.attempts))
        : null;
    await markJobFailed(this.db, claimed, this.id, now, describe(failure.error), retryAt);
  }

  /** Runs due jobs until none is left (or the runner stops); answers how many ran. */
  async runDue(): Promise<number> {
    let count = 0;
    const lane = async () => {
      while (!this.stopping && (await this.runOne())) count += 1;
    };
    await Promise.all(Array.from({ length: this.options.concurrency ?? 1 }, lane));
    return count;
  }

  /** One round: the schedules, the due jobs, now and then the old done jobs. */
  async tick(): Promise<number> {
    if (this.options.schedules ?? true) await this.enqueueSchedules();
    const count = await this.runDue();
    if (Date.now() - this.sweptAt > SWEEP_EVERY_MS) {
      this.sweptAt = Date.now();
      await deleteDoneJobs(this.db, new Date(this.now().getTime() - KEEP_DONE_MS));
    }
    return count;
  }

  /** Polls in the background until stop(). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = false;
    started.add(this);
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.loop(), delayMs);
    this.timer.unref();
  }

  private loop(): void {
    this.timer = null;
    if (this.running || this.stopped) return;
    this.again = false;
    this.running = this.tick()
      .then(() => undefined)
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        this.running = null;
        this.schedule(this.again ? 0 : (this.options.pollMs ?? 1000));
      });
  }

  /** Something was enqueued in this process: look soon rather than at the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    // A moment later: an enqueue inside a transaction is visible once it committed.
    this.schedule(10);
  }

  /** Stops polling; the jobs in flight finish first. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    started.delete(this);
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 2000);
  return String(error).slice(0, 2000);
}
