// The demo is written around one day, DEMO_AUTHORED_TODAY (its events, deadlines, histories,
// windows, announcements and messages are dated around it). Seeded on another day, every date the
// seed wrote moves by the whole days between the two, so whatever day a new user starts the demo,
// "today" is the demo's today: upcoming interviews, an expired deadline, a full event, unread
// messages. The busy day (5+ events: 他N件) is then put in the current month if the move left it
// in the next one. The api's tests seed the demo as written (no clock).
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as agencies from '../db/schema/agencies';
import * as announcements from '../db/schema/announcements';
import * as applicants from '../db/schema/applicants';
import * as candidateActivity from '../db/schema/candidate-activity';
import * as chat from '../db/schema/chat';
import * as companies from '../db/schema/companies';
import * as dashboard from '../db/schema/dashboard';
import * as events from '../db/schema/events';
import * as files from '../db/schema/files';
import * as jobs from '../db/schema/jobs';
import { addDays, daysBetween, tokyoDate } from '@portal/shared/tokyo-time';
import { DEMO_BUSY_DAY } from './demo-events';

/** The demo's "today" (Tokyo) as its data was written. */
export const DEMO_AUTHORED_TODAY = '2026-11-24';

/** Whole days from the demo's authored today to `today` in Tokyo (negative before it). */
export function demoShiftDays(today: Date): number {
  return daysBetween(DEMO_AUTHORED_TODAY, tokyoDate(today));
}

/**
 * Where the busy day lands when the demo is seeded on `today`: the authored busy day moved with
 * everything else, or — if that is not in today's month — as many days before today as it was
 * after it, which always is (9 days either side of any day stay in its month on one side).
 */
export function busyDayFor(today: Date): string {
  const shift = demoShiftDays(today);
  const moved = addDays(DEMO_BUSY_DAY, shift);
  const todayText = tokyoDate(today);
  if (moved.slice(0, 7) === todayText.slice(0, 7)) return moved;
  return addDays(todayText, daysBetween(moved, todayText));
}

const SEEDED_TABLES: PgTable[] = [
  agencies,
  announcements,
  applicants,
  candidateActivity,
  chat,
  companies,
  dashboard,
  events,
  files,
  jobs,
].flatMap((module) =>
  Object.values(module).filter((value): value is PgTable => is(value, PgTable)),
);

/**
 * Moves every date the seed wrote by `days`, in every table it fills; the dates the database set
 * itself while seeding (created_at of rows with no authored date: the minutes of the seed run) are
 * left at the real time.
 */
async function moveSeededDates(db: Database, days: number, seedStartedAt: Date) {
  const from = new Date(seedStartedAt.getTime() - 60_000).toISOString();
  const to = new Date(Date.now() + 60_000).toISOString();
  for (const table of SEEDED_TABLES) {
    const { name, columns } = getTableConfig(table);
    const dates = columns.filter((column) => column.columnType === 'PgTimestamp');
    if (dates.length === 0) continue;
    const moves = dates.map(
      (column) =>
        sql`${sql.identifier(column.name)} = CASE WHEN ${sql.identifier(column.name)} NOT BETWEEN ${from}::timestamptz AND ${to}::timestamptz THEN ${sql.identifier(column.name)} + make_interval(days => ${days}) ELSE ${sql.identifier(column.name)} END`,
    );
    await db.execute(sql`UPDATE ${sql.identifier(name)} SET ${sql.join(moves, sql`, `)}`);
  }
}

/** Moves the busy day's events (and their deadlines) to `busyDay`. */
async function moveBusyDay(db: Database, from: string, to: string) {
  const days = daysBetween(from, to);
  if (days === 0) return;
  const start = `${from}T00:00:00+09:00`;
  const end = `${addDays(from, 1)}T00:00:00+09:00`;
  const move = (column: string) =>
    sql`${sql.identifier(column)} = ${sql.identifier(column)} + make_interval(days => ${days})`;
  await db.execute(
    sql`UPDATE events SET ${sql.join(
      ['start_at', 'end_at', 'reservation_deadline_at', 'cancel_deadline_at'].map(move),
      sql`, `,
    )} WHERE start_at >= ${start}::timestamptz AND start_at < ${end}::timestamptz`,
  );
}

/** Dates the demo, just seeded (from `seedStartedAt`), for the day `today`. */
export async function dateDemoFor(db: Database, today: Date, seedStartedAt: Date): Promise<void> {
  const shift = demoShiftDays(today);
  // The referral receipts are immutable (migration 0007's trigger) except to this transaction:
  // the demo's receipts move with the rest of its dates, once, while it is seeded.
  await db.execute(sql`select set_config('portal.rewrite_receipts', 'on', true)`);
  if (shift !== 0) await moveSeededDates(db, shift, seedStartedAt);
  await moveBusyDay(db, addDays(DEMO_BUSY_DAY, shift), busyDayFor(today));
}
