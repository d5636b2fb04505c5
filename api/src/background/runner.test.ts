// The background runner on its own (runner.ts): a key makes one job, a failed attempt is retried
// after a backoff that grows and the last one leaves the job dead with its error, a job enqueued
// in a transaction that rolls back never runs, an expired lease is taken over, a started runner
// is woken by an enqueue, and a daily run fires once when two runners tick together (on
// PostgreSQL: two pools, as two api processes have).
import { eq } from 'drizzle-orm';
import { Pool } from 'pg';
import { postgresHandle, type DatabaseHandle } from '../db/client';
import { backgroundJobs } from '../db/schema/background-jobs';
import type { Services } from '../services';
import { openTestDatabase } from '../test/test-database';
import { defineJob, enqueueJob, exponentialBackoff, Runner, scheduleDaily } from './runner';
import { claimJob, listJobs, requeueDeadJob } from './runner-queries';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(() => database.close());

/** A clock the test moves. */
function clock(start = new Date('2026-11-24T08:59:00+09:00')) {
  let at = start.getTime();
  const now = () => new Date(at);
  return { now, advance: (ms: number) => (at += ms), set: (d: Date) => (at = d.getTime()) };
}

const runnerOn = (handle: DatabaseHandle, now: () => Date, kinds: string[]) =>
  new Runner({
    services: { db: handle.db, now } as unknown as Services,
    now,
    kinds,
  });

const jobOf = async (id: number) =>
  (await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id)))[0];

const ran: { kind: string; payload: unknown; attempt: number }[] = [];
let failuresLeft = 0;

defineJob<{ n: number }>('test-echo', {
  run: (payload, { job }) => {
    ran.push({ kind: job.kind, payload, attempt: job.attempt });
  },
});
defineJob<{ n: number }>('test-flaky', {
  maxAttempts: 4,
  backoff: exponentialBackoff({ baseMs: 1000, maxMs: 10_000 }),
  run: (payload, { job }) => {
    ran.push({ kind: job.kind, payload, attempt: job.attempt });
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error(`失敗 ${job.attempt}`);
    }
  },
});
defineJob<{ day: string }>('test-daily', {
  run: async (payload, { job }) => {
    // Long enough for a second runner to try while this one holds the job.
    await new Promise((resolve) => setTimeout(resolve, 50));
    ran.push({ kind: job.kind, payload, attempt: job.attempt });
  },
});
scheduleDaily('test-daily', { hour: 9, minute: 0 });

beforeEach(() => {
  ran.length = 0;
  failuresLeft = 0;
});

it('makes one job of a key enqueued twice, and runs it once', async () => {
  const first = await enqueueJob(database.db, 'test-echo', { n: 1 }, { key: 'once' });
  const second = await enqueueJob(database.db, 'test-echo', { n: 2 }, { key: 'once' });
  expect(first).not.toBeNull();
  expect(second).toBeNull();
  const time = clock();
  const runner = runnerOn(database, time.now, ['test-echo']);
  expect(await runner.runDue()).toBe(1);
  expect(await runner.runDue()).toBe(0);
  expect(ran).toEqual([{ kind: 'test-echo', payload: { n: 1 }, attempt: 1 }]);
  expect(await jobOf(first!.id)).toMatchObject({ state: 'done', attempts: 1, lastError: null });
});

it('retries a failed attempt after a backoff that grows, and ends dead with the last error', async () => {
  failuresLeft = 10;
  const time = clock();
  const runner = runnerOn(database, time.now, ['test-flaky']);
  const job = (await enqueueJob(database.db, 'test-flaky', { n: 3 }))!;
  expect(await jobOf(job.id)).toMatchObject({ maxAttempts: 4, state: 'queued' });

  const waits: number[] = [];
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    expect(await runner.runDue()).toBe(1);
    const row = await jobOf(job.id);
    expect(row).toMatchObject({
      state: 'queued',
      attempts: attempt,
      lastError: `Error: 失敗 ${attempt}`,
    });
    const wait = row.runAt!.getTime() - time.now().getTime();
    waits.push(wait);
    // Not due before its backoff has passed.
    time.advance(wait - 1);
    expect(await runner.runDue()).toBe(0);
    time.advance(1);
  }
  expect(waits).toEqual([1000, 2000, 4000]);

  expect(await runner.runDue()).toBe(1);
  const dead = await jobOf(job.id);
  expect(dead).toMatchObject({ state: 'dead', attempts: 4, lastError: 'Error: 失敗 4' });
  expect(dead.finishedAt).toBeInstanceOf(Date);
  time.advance(3600_000);
  expect(await runner.runDue()).toBe(0);
  expect(ran.map((r) => r.attempt)).toEqual([1, 2, 3, 4]);
  const listed = await listJobs(database.db, { state: 'dead', limit: 10 });
  expect(listed.map((row) => row.id)).toContain(job.id);

  // Queued again (the console's retry), it runs with its attempts anew.
  failuresLeft = 0;
  expect(await requeueDeadJob(database.db, job.id, time.now())).toMatchObject({ state: 'queued' });
  expect(await runner.runDue()).toBe(1);
  expect(await jobOf(job.id)).toMatchObject({ state: 'done', attempts: 1, lastError: null });
});

it('never runs a job enqueued in a transaction that rolled back', async () => {
  await expect(
    database.db.transaction(async (tx) => {
      await enqueueJob(tx, 'test-echo', { n: 9 }, { key: 'rolled-back' });
      throw new Error('rollback');
    }),
  ).rejects.toThrow('rollback');
  expect(await runnerOn(database, clock().now, ['test-echo']).runDue()).toBe(0);
  expect(ran).toEqual([]);
});

it('takes over a job whose runner died once its lease expired', async () => {
  const time = clock();
  const job = (await enqueueJob(database.db, 'test-echo', { n: 4 }))!;
  // A runner claims it and dies (it never finishes nor renews).
  const claimed = await claimJob(
    database.db,
    ['test-echo'],
    time.now(),
    new Date(time.now().getTime() + 60_000),
    'dead-runner',
  );
  expect(claimed?.id).toBe(job.id);
  const runner = runnerOn(database, time.now, ['test-echo']);
  expect(await runner.runDue()).toBe(0);
  time.advance(60_000);
  expect(await runner.runDue()).toBe(1);
  expect(ran).toEqual([{ kind: 'test-echo', payload: { n: 4 }, attempt: 2 }]);
  expect(await jobOf(job.id)).toMatchObject({ state: 'done', attempts: 2 });
});

it('runs what this process enqueues without waiting for the next poll', async () => {
  const time = clock();
  const runner = new Runner({
    services: { db: database.db, now: time.now } as unknown as Services,
    kinds: ['test-echo'],
    pollMs: 60_000,
  });
  runner.start();
  try {
    // The first round finds nothing; the enqueue wakes the runner long before the next poll.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await enqueueJob(database.db, 'test-echo', { n: 5 });
    const deadline = Date.now() + 5000;
    while (!ran.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(ran).toEqual([{ kind: 'test-echo', payload: { n: 5 }, attempt: 1 }]);
  } finally {
    await runner.stop();
  }
});

it('fires a daily run once when two runners tick together, and only from its time on', async () => {
  let second: DatabaseHandle = database;
  if (database.kind === 'postgres') {
    second = postgresHandle(
      new Pool({ connectionString: database.pool!.options.connectionString, max: 3 }),
    );
  }
  try {
    const time = clock(new Date('2026-11-25T08:59:00+09:00'));
    const runners = [
      runnerOn(database, time.now, ['test-daily']),
      runnerOn(second, time.now, ['test-daily']),
    ];
    await Promise.all(runners.map((r) => r.tick()));
    expect(ran).toEqual([]);

    time.set(new Date('2026-11-25T09:00:00+09:00'));
    const counts = await Promise.all([...runners, ...runners].map((r) => r.tick()));
    expect(counts.reduce((a, b) => a + b)).toBe(1);
    expect(ran).toEqual([{ kind: 'test-daily', payload: { day: '2026-11-25' }, attempt: 1 }]);

    // Later the same day (and a runner that starts late): nothing more. The next day: once more.
    time.set(new Date('2026-11-25T18:00:00+09:00'));
    const late = runnerOn(second, time.now, ['test-daily']);
    await Promise.all([...runners, late].map((r) => r.tick()));
    expect(ran).toHaveLength(1);
    time.set(new Date('2026-11-26T10:30:00+09:00'));
    await Promise.all([...runners, late].map((r) => r.tick()));
    expect(ran.map((r) => r.payload)).toEqual([{ day: '2026-11-25' }, { day: '2026-11-26' }]);
    const jobs = await listJobs(database.db, { kind: 'test-daily', limit: 10 });
    expect(jobs.map((j) => [j.key, j.state])).toEqual([
      ['test-daily:2026-11-26', 'done'],
      ['test-daily:2026-11-25', 'done'],
    ]);
  } finally {
    if (second !== database) await second.close();
  }
});

it('ends dead a job whose last attempt never finished, without running it again', async () => {
  const time = clock();
  const job = (await enqueueJob(database.db, 'test-echo', { n: 6 }, { maxAttempts: 1 }))!;
  const lease = new Date(time.now().getTime() + 60_000);
  expect((await claimJob(database.db, ['test-echo'], time.now(), lease, 'gone'))?.id).toBe(job.id);
  time.advance(60_000);
  expect(await runnerOn(database, time.now, ['test-echo']).runDue()).toBe(1);
  expect(ran).toEqual([]);
  expect(await jobOf(job.id)).toMatchObject({
    state: 'dead',
    attempts: 2,
    lastError: 'the last attempt did not finish (its runner stopped)',
  });
});

it('forgets done jobs two weeks after they finished', async () => {
  const time = clock(new Date());
  const job = (await enqueueJob(database.db, 'test-echo', { n: 7 }, { key: 'old' }))!;
  const runner = runnerOn(database, time.now, ['test-echo']);
  expect(await runner.runDue()).toBe(1);
  time.advance(15 * 24 * 3600_000);
  await runnerOn(database, time.now, ['test-echo']).tick();
  expect(await jobOf(job.id)).toBeUndefined();
  // Its key is free again.
  expect(await enqueueJob(database.db, 'test-echo', { n: 8 }, { key: 'old' })).not.toBeNull();
});
