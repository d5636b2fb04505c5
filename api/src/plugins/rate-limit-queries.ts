// The SQL of the rate limiter (rate-limit.ts): its counters, one row per key.
import { eq, like, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema/rate-limits';
import { escapeLike } from '../db/like';

/** Counts one hit of the key (atomically, across replicas): the counter after it. */
export async function countHit(db: Database, key: string, now: Date, resetAt: Date) {
  // One statement: a window that has ended starts over at 1, otherwise the count goes up.
  // Times go in as ISO text: raw SQL parameters skip drizzle's column mapping.
  const nowParam = sql`${now.toISOString()}::timestamptz`;
  const resetParam = sql`${resetAt.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= ${nowParam} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${nowParam} then ${resetParam} else ${rateLimits.resetAt} end`,
      },
    })
    .returning();
  return row;
}

export async function readCounter(db: Database, key: string) {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row;
}

export async function deleteCounter(db: Database, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** The key and every key that starts with `${key}|`. */
export async function deleteCounterFamily(db: Database, key: string) {
  const escaped = escapeLike(`${key}|`);
  await db
    .delete(rateLimits)
    .where(or(eq(rateLimits.key, key), like(rateLimits.key, `${escaped}%`)));
}

export async function deleteExpiredCounters(db: Database, now: Date) {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
}
