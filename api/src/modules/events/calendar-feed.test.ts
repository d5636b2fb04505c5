// The agency's calendar feed: issued and renewed under the session (CSRF), read without one at a
// secret URL, and parsed by a real iCalendar parser (node-ical): reserved entries are live events,
// cancelled ones (by the agency or by the company cancelling the event) stay as STATUS:CANCELLED,
// confirmed interviews are there too, times are Asia/Tokyo.
import ical, { type VEvent } from 'node-ical';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { eventEntries, events, tentativeEvents } from '../../db/schema/events';
import { api, Browser, consoleCall, NOW, signedIn } from '../../test/test-app';
import {
  cancelEntry,
  companyIdOf,
  createEvent,
  eventsSuite,
  insertCandidates,
  reserve,
} from './events-test-kit';
import { foldLine } from './ics';

const suite = eventsSuite();
const { t, demo } = suite;

const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

const vevents = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((item): item is VEvent => item?.type === 'VEVENT');

it('is not issued until asked; issuing needs CSRF; the URL works without a session', async () => {
  expect((await demo.get('25', '/calendar-feed')).json().data).toEqual({ issuedAt: null });
  const noCsrf = await demo.request({ method: 'POST', url: api('25', '/calendar-feed') });
  expect(noCsrf.statusCode).toBe(419);
  expect((await new Browser(t.app).get('25', '/calendar-feed')).statusCode).toBe(401);

  const issued = await demo.write('POST', '25', '/calendar-feed');
  expect(issued.statusCode).toBe(201);
  const { url } = issued.json().data;
  expect(url).toMatch(/^http:\/\/portal\.test\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  expect((await demo.get('25', '/calendar-feed')).json().data.issuedAt).toBe(NOW.toISOString());
  const response = await fetchFeed(url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
});

it('lists exactly the reserved entries live and the cancelled ones as CANCELLED, in Tokyo time', async () => {
  const companyId = await companyIdOf(t.database.db, 'mirai');
  const eventId = await createEvent(t.app, {
    companyId,
    siteId: '25',
    title: 'フィード説明会, 第1回; 本社',
    startAt: '2026-12-24T10:00:00+09:00',
    endAt: '2026-12-24T11:30:00+09:00',
    place: '本社',
    address: '東京都渋谷区',
    content: '持ち物：筆記用具\n服装：自由',
    zoomJoinUrl: 'https://zoom.us/j/123',
  });
  const dropped = await createEvent(t.app, {
    companyId,
    siteId: '25',
    title: '中止になる説明会',
    capacity: 5,
  });
  const people = await insertCandidates(t.database.db, {
    agencyId: suite.demoAgencyId,
    siteId: '25',
    companyId,
    count: 3,
    sei: 'フィード',
  });
  const reserved = (await reserve(demo, eventId, people)).json().data.entries;
  await cancelEntry(demo, eventId, reserved[2].id);
  const onDropped = (await reserve(demo, dropped, [people[0]])).json().data.entries[0];
  await consoleCall(t.app, 'DELETE', `/events/${dropped}`);
  await t.database.db.insert(tentativeEvents).values([
    {
      candidateId: people[1],
      startAt: new Date('2026-12-25T14:00:00+09:00'),
      endAt: new Date('2026-12-25T15:00:00+09:00'),
      confirmedAt: NOW,
    },
    {
      candidateId: people[1],
      startAt: new Date('2026-12-26T14:00:00+09:00'),
      endAt: new Date('2026-12-26T15:00:00+09:00'),
    },
  ]);

  const { url } = (await demo.write('POST', '25', '/calendar-feed')).json().data;
  const text = (await fetchFeed(url)).body;
  expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Tokyo');
  expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  const items = vevents(text);
  const uid = (id: number) => `event-entry-${id}@portal.test`;
  const byUid = new Map(items.map((item) => [item.uid, item]));

  for (const entry of reserved.slice(0, 2)) {
    const item = byUid.get(uid(entry.id))!;
    expect(item.status).toBe('CONFIRMED');
    expect(item.summary).toBe(
      `【株式会社みらいソフトウェア】フィード説明会, 第1回; 本社（${entry.candidateName}）`,
    );
    expect(item.start.toISOString()).toBe('2026-12-24T01:00:00.000Z');
    expect(item.end?.toISOString()).toBe('2026-12-24T02:30:00.000Z');
    expect(item.start.tz).toBe('Asia/Tokyo');
    expect(item.location).toBe('本社 東京都渋谷区');
    expect(item.description).toContain('服装：自由');
    expect(item.description).toContain('Zoom：https://zoom.us/j/123');
  }
  expect(byUid.get(uid(reserved[2].id))!.status).toBe('CANCELLED');
  expect(byUid.get(uid(onDropped.id))!.status).toBe('CANCELLED');
  // The demo's own confirmed interview (a past one, seed-dashboard.ts: its result is awaited)
  // is in the feed too; the one this test confirmed is the other.
  const interviews = items.filter(
    (item) =>
      String(item.uid).startsWith('interview-') && !String(item.summary).endsWith('（佐藤 陽菜）'),
  );
  expect(items.filter((item) => String(item.uid).startsWith('interview-'))).toHaveLength(2);
  expect(interviews).toHaveLength(1);
  expect(interviews[0].summary).toBe('【株式会社みらいソフトウェア】面接（フィード 2号）');
  expect(interviews[0].start.toISOString()).toBe('2026-12-25T05:00:00.000Z');

  // Exactly the agency's live reservations: the seeded ones plus the two above, nothing else.
  const live = items.filter(
    (item) => item.status === 'CONFIRMED' && String(item.uid).startsWith('event-entry-'),
  );
  const expected = await t.database.db
    .select({ id: eventEntries.id })
    .from(eventEntries)
    .innerJoin(events, eq(events.id, eventEntries.eventId))
    .where(
      and(
        eq(eventEntries.agencyId, suite.demoAgencyId),
        ne(eventEntries.status, 2),
        isNull(events.cancelledAt),
      ),
    );
  expect(live.map((item) => item.uid).sort()).toEqual(expected.map((row) => uid(row.id)).sort());
  expect(live.length).toBeGreaterThan(2);

  // The UID is stable: a second read gives the same UIDs.
  const again = vevents((await fetchFeed(url)).body).map((item) => item.uid);
  expect(again).toEqual(items.map((item) => item.uid));
});

it('renewing stops the old URL; unknown or malformed tokens are 404; other agencies see theirs', async () => {
  const first = (await demo.write('POST', '25', '/calendar-feed')).json().data.url;
  const second = (await demo.write('POST', '25', '/calendar-feed')).json().data.url;
  expect(second).not.toBe(first);
  expect((await fetchFeed(first)).statusCode).toBe(404);
  expect((await fetchFeed(second)).statusCode).toBe(200);
  for (const path of [
    '/calendar/short.ics',
    '/calendar/../../etc/passwd',
    `/calendar/${'a'.repeat(43)}.ics`,
    '/calendar/x',
  ]) {
    const response = await t.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(404);
  }
  const other = await signedIn(t.app, 'other');
  const theirs = (await other.write('POST', '25', '/calendar-feed')).json().data.url;
  const names = vevents((await fetchFeed(theirs)).body).map((item) => String(item.summary));
  expect(names.some((name) => name.includes('フィード'))).toBe(false);
});

it('folds long lines at 75 octets without splitting a character', () => {
  const line = `SUMMARY:${'説明会'.repeat(40)}`;
  const folded = foldLine(line);
  const parts = folded.split('\r\n');
  expect(parts.every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
  expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
});
