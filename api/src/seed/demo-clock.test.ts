// The demo is true any day: seeded under two clocks, "today" has upcoming events, an expired
// deadline on an event still to come, a full event, a busy day (5+) in the current month, unread
// messages, referrals waiting for a company's answer, and nothing that already happened is dated
// in the future.
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { selectRows } from '../db/rows-queries';
import { openTestDatabase } from '../test/test-database';
import { tokyoDate } from '@portal/shared/tokyo-time';
import { busyDayFor, demoShiftDays } from './demo-clock';

const rows = <T>(database: DatabaseHandle, query: SQL) => selectRows<T>(database.db, query);

async function reseed(database: DatabaseHandle, today: Date) {
  await database.db.execute(sql`truncate agencies, hiring_companies, announcements cascade`);
  expect(await prepareDatabase(database, { seed: true, today })).toEqual({ seeded: true });
}

describe('busyDayFor', () => {
  it('keeps the busy day in the month of any day', () => {
    for (let day = 0; day < 400; day += 1) {
      const today = new Date(Date.parse('2027-01-01T12:00:00+09:00') + day * 86_400_000);
      expect(busyDayFor(today).slice(0, 7)).toBe(tokyoDate(today).slice(0, 7));
    }
  });

  it('moves nothing on the authored day, whole Tokyo days otherwise', () => {
    expect(demoShiftDays(new Date('2026-11-24T00:30:00+09:00'))).toBe(0);
    expect(demoShiftDays(new Date('2026-11-24T23:30:00+09:00'))).toBe(0);
    expect(demoShiftDays(new Date('2026-11-24T15:30:00Z'))).toBe(1);
    expect(demoShiftDays(new Date('2026-11-20T12:00:00+09:00'))).toBe(-4);
  });
});

describe.each([
  ['late in a month', '2027-03-28T12:00:00+09:00'],
  ['early in a month', '2027-07-06T12:00:00+09:00'],
])('the demo seeded %s', (_name, clock) => {
  const today = new Date(clock);
  const month = tokyoDate(today).slice(0, 7);
  let database: DatabaseHandle;

  // Seeding the whole demo again takes seconds alone, far more on a loaded CI machine.
  beforeAll(async () => {
    database = await openTestDatabase();
    await reseed(database, today);
  }, 180_000);
  afterAll(() => database.close());

  it('has a busy day of 5+ events in the current month', async () => {
    const days = await rows<{ day: string; count: number }>(
      database,
      sql`select to_char(start_at at time zone 'Asia/Tokyo', 'YYYY-MM-DD') as day, count(*)::int as count
          from events where site_id = '25' group by 1 order by 2 desc`,
    );
    const busy = days.filter((d) => d.day.startsWith(month) && d.count >= 5);
    expect(busy.map((d) => d.day)).toEqual([busyDayFor(today)]);
  });

  it('has upcoming events, one of them with its reservation deadline already past', async () => {
    const [upcoming] = await rows<{ count: number; expired: number }>(
      database,
      sql`select count(*)::int as count,
            count(*) filter (where reservation_deadline_at < ${today.toISOString()}::timestamptz)::int as expired
          from events where site_id = '25' and start_at > ${today.toISOString()}::timestamptz
            and start_at < ${today.toISOString()}::timestamptz + interval '21 days'`,
    );
    expect(upcoming.count).toBeGreaterThanOrEqual(5);
    expect(upcoming.expired).toBeGreaterThanOrEqual(1);
  });

  it('has companies gone quiet (回答待ち) on its today, 書類 and 面接結果, marked at once', async () => {
    const marks = await rows<{ kind: string; business_days: number; day: string }>(
      database,
      sql`select kind, business_days, evaluated_on::text as day from waiting_marks
          where site_id = '25' order by kind, business_days desc`,
    );
    expect(marks.map((mark) => mark.day)).toEqual(marks.map(() => tokyoDate(today)));
    expect(marks.filter((mark) => mark.kind === 'documents').length).toBeGreaterThanOrEqual(2);
    expect(marks.filter((mark) => mark.kind === 'interview_result').length).toBe(1);
  });

  it('has a full event still to come', async () => {
    const full = await rows<{ id: number }>(
      database,
      sql`select e.id from events e
          where e.start_at > ${today.toISOString()}::timestamptz
            and e.capacity <= (select count(*) from event_entries x where x.event_id = e.id and x.status = 1)`,
    );
    expect(full.length).toBeGreaterThanOrEqual(1);
  });

  it('has unread messages, and nothing sent or announced after today', async () => {
    const now = today.toISOString();
    const [counts] = await rows<{ unread: number; future: number }>(
      database,
      sql`select
            (select count(*)::int from candidate_messages
              where read_by_agency_at is null and sender_type <> 'introduction_company') as unread,
            (select count(*)::int from candidate_messages where created_at > ${now}::timestamptz)
            + (select count(*)::int from chat_messages where created_at > ${now}::timestamptz)
            + (select count(*)::int from announcements where created_at > ${now}::timestamptz) as future`,
    );
    expect(counts.unread).toBeGreaterThan(0);
    expect(counts.future).toBe(0);
  });

  it('dates the demo around today, not around the day it was written', async () => {
    const [span] = await rows<{ first: string; last: string }>(
      database,
      sql`select to_char(min(start_at) at time zone 'Asia/Tokyo', 'YYYY-MM') as first,
                 to_char(max(start_at) at time zone 'Asia/Tokyo', 'YYYY-MM') as last from events`,
    );
    expect(span.first < month).toBe(true);
    expect(span.last > month).toBe(true);
  });
});
