// Schedule conflicts (issue 21): a reservation or a date confirmation that overlaps another
// reserved event or confirmed interview date of the same applicant (any company) answers 409 with
// the conflicts and books nothing; sent again with allowConflict it books. The candidate's event
// history and tentative dates mark the overlapping items.
import { and, asc, eq } from 'drizzle-orm';
import type {
  CandidateEventHistoryItem,
  TentativeEvents,
} from '@portal/shared/contract/candidates';
import { candidates } from '../../db/schema/applicants';
import { eventEntries } from '../../db/schema/events';
import { jobs } from '../../db/schema/jobs';
import { DEMO_AGENCY } from '../../seed/demo-data';
import { agencyIdOf, consoleCall, testAppForFile, NOW } from '../../test/test-app';
import { companyIdOf, createEvent, insertCandidates } from './events-test-kit';

const t = testAppForFile({ now: () => NOW });
const demo = t.signedIn();
let companyA: number;
let companyB: number;
let candidateA: number;
let candidateB: number;
let eventA: number;
let eventB: number;
let eventLater: number;

beforeAll(async () => {
  const agencyId = await agencyIdOf(t.app, DEMO_AGENCY.name);
  companyA = await companyIdOf(t.database.db, 'mirai');
  companyB = await companyIdOf(t.database.db, 'sakura');
  [candidateA] = await insertCandidates(t.database.db, {
    agencyId,
    siteId: '25',
    companyId: companyA,
    count: 1,
    sei: '重複',
  });
  // The same applicant referred to a job of another company.
  const [a] = await t.database.db.select().from(candidates).where(eq(candidates.id, candidateA));
  const [jobB] = await t.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyB), eq(jobs.siteId, '25')))
    .orderBy(asc(jobs.id))
    .limit(1);
  [{ id: candidateB }] = await t.database.db
    .insert(candidates)
    .values({ applicantId: a.applicantId, jobId: jobB.id, agencyId, siteId: '25' })
    .returning({ id: candidates.id });
  eventA = await createEvent(t.app, {
    companyId: companyA,
    siteId: '25',
    title: 'みらい 会社説明会',
    startAt: '2026-12-20T10:00:00+09:00',
    endAt: '2026-12-20T11:30:00+09:00',
  });
  eventB = await createEvent(t.app, {
    companyId: companyB,
    siteId: '25',
    title: 'さくら 一次面接',
    startAt: '2026-12-20T11:00:00+09:00',
    endAt: '2026-12-20T12:00:00+09:00',
  });
  eventLater = await createEvent(t.app, {
    companyId: companyB,
    siteId: '25',
    title: 'さくら 座談会',
    startAt: '2026-12-20T11:30:00+09:00',
    endAt: '2026-12-20T12:30:00+09:00',
  });
}, 60_000);

const reserve = (eventId: number, body: object) =>
  demo.write('POST', '25', `/event-infos/${eventId}/event-entries`, body);

const reservedOn = async (eventId: number, candidateId: number) =>
  (
    await t.database.db
      .select()
      .from(eventEntries)
      .where(
        and(
          eq(eventEntries.eventId, eventId),
          eq(eventEntries.candidateId, candidateId),
          eq(eventEntries.status, 1),
        ),
      )
  ).length;

it('answers 409 with the overlapping booking of the same applicant, booking nothing', async () => {
  expect((await reserve(eventA, { candidateIds: [candidateA] })).statusCode).toBe(201);
  const refused = await reserve(eventB, { candidateIds: [candidateB] });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({
    message: '同じ時間帯に他の予定が入っています。',
    conflicts: [
      {
        candidateId: candidateB,
        candidateName: '重複 1号',
        eventInfoId: eventA,
        eventTitle: 'みらい 会社説明会',
        companyName: expect.any(String),
        publishStart: '2026-12-20T10:00:00+09:00',
        publishEnd: '2026-12-20T11:30:00+09:00',
      },
    ],
  });
  expect(await reservedOn(eventB, candidateB)).toBe(0);
});

it('books a time that only touches another (ends when the other starts)', async () => {
  expect((await reserve(eventLater, { candidateIds: [candidateB] })).statusCode).toBe(201);
});

it('books the overlapping time when told to (allowConflict)', async () => {
  const response = await reserve(eventB, { candidateIds: [candidateB], allowConflict: true });
  expect(response.statusCode).toBe(201);
  expect(await reservedOn(eventB, candidateB)).toBe(1);
});

it("marks the overlapping items of the candidate's event history", async () => {
  const history = (await demo.get('25', `/candidates/${candidateB}/event-history`)).json()
    .data as CandidateEventHistoryItem[];
  const byEvent = new Map(history.map((item) => [item.eventInfoId, item]));
  expect(
    byEvent
      .get(eventB)
      ?.conflicts?.map((c) => c.eventInfoId)
      .sort(),
  ).toEqual([eventA, eventLater].sort());
  expect(byEvent.get(eventLater)?.conflicts?.map((c) => c.eventInfoId)).toEqual([eventB]);
  const ofA = (await demo.get('25', `/candidates/${candidateA}/event-history`)).json()
    .data as CandidateEventHistoryItem[];
  expect(ofA[0].conflicts?.map((c) => c.eventTitle)).toEqual(['さくら 一次面接']);
});

it('asks before confirming a tentative date that overlaps, and marks it in the list', async () => {
  const proposed = await consoleCall(t.app, 'POST', `/candidates/${candidateA}/tentative-events`, {
    dates: [
      { start: '2026-12-20T11:45:00+09:00', end: '2026-12-20T12:15:00+09:00' },
      { start: '2026-12-22T10:00:00+09:00', end: '2026-12-22T11:00:00+09:00' },
    ],
  });
  expect(proposed.statusCode).toBe(201);
  const list = (await demo.get('25', `/candidates/${candidateA}/tentative-events`)).json()
    .data as TentativeEvents;
  const [overlapping, free] = list.tentativeEvents;
  expect(overlapping.conflicts?.map((c) => c.eventTitle).sort()).toEqual(
    ['さくら 一次面接', 'さくら 座談会'].sort(),
  );
  expect(free.conflicts).toBeUndefined();

  const url = `/candidates/${candidateA}/tentative-events/${overlapping.id}`;
  const refused = await demo.write('PATCH', '25', url);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().conflicts).toHaveLength(2);
  const after = (await demo.get('25', `/candidates/${candidateA}/tentative-events`)).json()
    .data as TentativeEvents;
  expect(after.tentativeEvents.every((date) => !date.isConfirmed)).toBe(true);

  const confirmed = await demo.write('PATCH', '25', url, { allowConflict: true });
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json().data.isConfirmed).toBe(true);
  // The confirmed date is a booking too: reserving over it is asked about.
  const other = await createEvent(t.app, {
    companyId: companyA,
    siteId: '25',
    title: 'みらい 個別相談',
    startAt: '2026-12-20T12:00:00+09:00',
    endAt: '2026-12-20T13:00:00+09:00',
  });
  const again = await reserve(other, { candidateIds: [candidateA] });
  expect(again.statusCode).toBe(409);
  expect(again.json().conflicts.map((c: { eventTitle: string }) => c.eventTitle)).toContain(
    '面接（日程調整）',
  );
});

it('refuses a malformed allowConflict with 422', async () => {
  const response = await reserve(eventA, { candidateIds: [candidateA], allowConflict: 'yes' });
  expect(response.statusCode).toBe(422);
});
