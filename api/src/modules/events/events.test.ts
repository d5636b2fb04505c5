// The events calls on the seeded demo (PGlite): the month list and its filters, the detail, the
// candidates to reserve, reserve / cancel with seats and deadlines, tenancy, CSRF, bad input.
import { NOTIFICATION_KEYS } from '@portal/shared/contract';
import { DEMO_AGENCY, OTHER_AGENCY } from '../../seed/demo-data';
import { agencyIdOf, api, Browser, consoleCall, mailsTo } from '../../test/test-app';
import {
  cancelEntry,
  companyIdOf,
  createEvent,
  eventsSuite,
  insertCandidates,
  reserve,
} from './events-test-kit';

const suite = eventsSuite();
const { t, demo } = suite;
const other = t.signedIn('other');
let otherAgencyId: number;

beforeAll(async () => {
  otherAgencyId = await agencyIdOf(t.app, OTHER_AGENCY.name);
});

const month = async (browser: Browser, query: string) => {
  const response = await browser.get('25', `/event-infos?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    id: number;
    title: string;
    companyName: string;
    publishStartDateTime: string;
  }[];
};

describe('GET /event-infos', () => {
  it('lists the month of MATCHED companies only, in start order, 5+ on the busy day', async () => {
    const events = await month(demo, 'eventHeldMonth=2026/12');
    expect(events.length).toBeGreaterThan(10);
    expect(events.some((e) => e.companyName === '株式会社青葉フーズ')).toBe(false);
    const busy = events.filter((e) => e.publishStartDateTime.startsWith('2026/12/03'));
    expect(busy.length).toBeGreaterThanOrEqual(5);
    expect(busy[0].publishStartDateTime).toBe('2026/12/03 09:30');
    const starts = events.map((e) => e.publishStartDateTime);
    expect([...starts].sort()).toEqual(starts);
    const november = await month(demo, 'eventHeldMonth=2026/11');
    expect(november.some((e) => e.companyName === '北斗ロジスティクス株式会社')).toBe(false);
    expect(november.every((e) => e.publishStartDateTime.startsWith('2026/11'))).toBe(true);
  });

  it('shows the other agency its own matched companies (青葉フーズ) and not the demo ones', async () => {
    const events = await month(other, 'eventHeldMonth=2026/12');
    const names = new Set(events.map((e) => e.companyName));
    expect(names).toEqual(new Set(['株式会社さくらフィナンシャルグループ', '株式会社青葉フーズ']));
  });

  it('filters by repeated jobCompanyIds or jobCompanyIds[]', async () => {
    const toho = await companyIdOf(t.database.db, 'toho');
    const mirai = await companyIdOf(t.database.db, 'mirai');
    const plain = await month(
      demo,
      `eventHeldMonth=2026/12&jobCompanyIds=${toho}&jobCompanyIds=${mirai}`,
    );
    expect(new Set(plain.map((e) => e.companyName))).toEqual(
      new Set(['東邦精機工業株式会社', '株式会社みらいソフトウェア']),
    );
    const brackets = await month(demo, `eventHeldMonth=2026/12&jobCompanyIds[]=${toho}`);
    expect(new Set(brackets.map((e) => e.companyName))).toEqual(new Set(['東邦精機工業株式会社']));
  });

  it('answers a month boundary in Tokyo time: 00:30 on the 1st belongs to that month', async () => {
    const sakura = await companyIdOf(t.database.db, 'sakura');
    await createEvent(t.app, {
      companyId: sakura,
      siteId: '25',
      title: '月初の早朝説明会',
      startAt: '2027-02-01T00:30:00+09:00',
      endAt: '2027-02-01T01:30:00+09:00',
    });
    expect((await month(demo, 'eventHeldMonth=2027/02')).map((e) => e.title)).toContain(
      '月初の早朝説明会',
    );
    expect((await month(demo, 'eventHeldMonth=2027/01')).map((e) => e.title)).not.toContain(
      '月初の早朝説明会',
    );
  });

  it('refuses a malformed month or company id with 422 in Japanese, never 5xx', async () => {
    for (const query of [
      '',
      'eventHeldMonth=2026-12',
      'eventHeldMonth=2026/13',
      'eventHeldMonth=2026/12&jobCompanyIds=abc',
      'eventHeldMonth[]=x',
    ]) {
      const response = await demo.get('25', `/event-infos?${query}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toMatch(/開催月|企業/);
    }
  });

  it('answers 401 without a session', async () => {
    expect(
      (await new Browser(t.app).get('25', '/event-infos?eventHeldMonth=2026/12')).statusCode,
    ).toBe(401);
  });
});

describe('event detail and reservations', () => {
  let companyId: number;
  let eventId: number;
  let people: number[];

  beforeAll(async () => {
    companyId = await companyIdOf(t.database.db, 'mirai');
    eventId = await createEvent(t.app, {
      companyId,
      siteId: '25',
      title: '少人数座談会',
      capacity: 3,
      place: '本社',
      address: '東京都渋谷区',
      content: '内容',
      reservationDeadlineAt: '2026-12-18T18:00:00+09:00',
      cancelDeadlineAt: '2026-12-19T18:00:00+09:00',
    });
    people = await insertCandidates(t.database.db, {
      agencyId: suite.demoAgencyId,
      siteId: '25',
      companyId,
      count: 5,
      sei: '予約太郎',
    });
  });

  it('shows the detail with vacancy as a string and no entries yet', async () => {
    const detail = (await demo.get('25', `/event-infos/${eventId}`)).json().data;
    expect(detail).toMatchObject({
      title: '少人数座談会',
      eventStartTime: '2026-12-20T10:00:00+09:00',
      eventEndTime: '2026-12-20T11:30:00+09:00',
      companyName: '株式会社みらいソフトウェア',
      vacancy: '3',
      isReservationExpired: false,
      isCancelExpired: false,
      entries: [],
    });
  });

  it('lists this agency candidates of the company; several names separated by spaces', async () => {
    const all = (await demo.get('25', `/event-infos/${eventId}/not-reserving-candidates`)).json()
      .data;
    expect(
      all.filter((c: { candidateName: string }) => c.candidateName.startsWith('予約太郎')),
    ).toHaveLength(5);
    const two = (
      await demo.get(
        '25',
        `/event-infos/${eventId}/not-reserving-candidates?keyword=${encodeURIComponent('1号　バンゴウ2')}`,
      )
    ).json().data;
    expect(two.map((c: { candidateName: string }) => c.candidateName)).toEqual([
      '予約太郎 1号',
      '予約太郎 2号',
    ]);
    const none = (
      await demo.get('25', `/event-infos/${eventId}/not-reserving-candidates?keyword=%25`)
    ).json().data;
    expect(none).toEqual([]);
  });

  it('refuses a batch larger than the seats left, whole, naming the seats left', async () => {
    const response = await reserve(demo, eventId, people.slice(0, 4));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      '残り席数は3席です。4名を予約することはできません。予約する候補者を3名以内にしてください。',
    );
    expect((await demo.get('25', `/event-infos/${eventId}`)).json().data.entries).toEqual([]);
  });

  it('reserves, takes them off the candidates list, mails only with the reserve key on', async () => {
    const reserved = await reserve(demo, eventId, people.slice(0, 2));
    expect(reserved.statusCode).toBe(201);
    expect(reserved.json().data.vacancy).toBe('1');
    expect(reserved.json().data.entries.map((e: { status: number }) => e.status)).toEqual([1, 1]);
    const list = (
      await demo.get('25', `/event-infos/${eventId}/not-reserving-candidates?keyword=予約太郎`)
    ).json().data;
    expect(list).toHaveLength(3);
    expect(await mailsTo(t.app, DEMO_AGENCY.email)).not.toContainEqual(
      expect.objectContaining({ subject: '【予約完了】少人数座談会' }),
    );

    const flags = Object.fromEntries(
      NOTIFICATION_KEYS.map((key) => [key, key === 'reserve' || key === 'cancelReserve']),
    );
    expect((await demo.write('PUT', '25', '/settings/notifications', flags)).statusCode).toBe(200);
    const third = await reserve(demo, eventId, [people[2]]);
    expect(third.statusCode).toBe(201);
    const mails = await mailsTo(t.app, DEMO_AGENCY.email);
    expect(mails[0].subject).toBe('【予約完了】少人数座談会');
    expect(mails[0].text).toContain('予約太郎 3号');
  });

  it('refuses when full with 残り席数は0席, and the same candidate twice', async () => {
    const full = await reserve(demo, eventId, [people[3]]);
    expect(full.statusCode).toBe(422);
    expect(full.json().message).toBe('満席のため予約できません（残り席数は0席です）。');
    const twice = await reserve(demo, eventId, [people[0]]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('既に予約されている候補者が含まれています：予約太郎 1号');
  });

  it('cancels with a mail (cancelReserve), frees the seat, and reactivates the same row', async () => {
    const detail = (await demo.get('25', `/event-infos/${eventId}`)).json().data;
    const entry = detail.entries[0];
    const cancelled = await demo.write(
      'PATCH',
      '25',
      `/event-infos/${eventId}/event-entries/${entry.id}`,
      { status: 'CANCELED' },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe(2);
    expect((await mailsTo(t.app, DEMO_AGENCY.email))[0].subject).toBe(
      '【予約キャンセル】少人数座談会',
    );
    const again = await demo.write(
      'PATCH',
      '25',
      `/event-infos/${eventId}/event-entries/${entry.id}`,
      { status: 'CANCELED' },
    );
    expect(again.statusCode).toBe(422);

    const back = await reserve(demo, eventId, [entry.candidateId]);
    expect(back.statusCode).toBe(201);
    expect(back.json().data.entries[0].id).toBe(entry.id);
    const after = (await demo.get('25', `/event-infos/${eventId}`)).json().data;
    expect(after.vacancy).toBe('0');
    expect(after.entries).toHaveLength(3);
  });

  it('hides everything from another agency: 404 for its event and entry ids, no candidates', async () => {
    const detail = (await demo.get('25', `/event-infos/${eventId}`)).json().data;
    // みらい is not linked with the other agency: the event itself is not found.
    expect((await other.get('25', `/event-infos/${eventId}`)).statusCode).toBe(404);
    expect(
      (await other.get('25', `/event-infos/${eventId}/not-reserving-candidates`)).statusCode,
    ).toBe(404);
    const patch = await other.write(
      'PATCH',
      '25',
      `/event-infos/${eventId}/event-entries/${detail.entries[0].id}`,
      { status: 'CANCELED' },
    );
    expect(patch.statusCode).toBe(404);

    // さくら is matched with both: the other agency sees the event but none of the demo's entries
    // or candidates, and cannot reserve or cancel them.
    const sakura = await companyIdOf(t.database.db, 'sakura');
    const shared = await createEvent(t.app, {
      companyId: sakura,
      siteId: '25',
      title: '合同説明会',
      capacity: 5,
    });
    const mine = await insertCandidates(t.database.db, {
      agencyId: suite.demoAgencyId,
      siteId: '25',
      companyId: sakura,
      count: 1,
      sei: '専属',
    });
    const reserved = await reserve(demo, shared, mine);
    const entryId = reserved.json().data.entries[0].id;
    const seen = (await other.get('25', `/event-infos/${shared}`)).json().data;
    expect(seen.entries).toEqual([]);
    expect(seen.vacancy).toBe('4');
    const theirs = (await other.get('25', `/event-infos/${shared}/not-reserving-candidates`)).json()
      .data;
    expect(theirs.some((c: { candidateId: number }) => c.candidateId === mine[0])).toBe(false);
    const steal = await reserve(other, shared, mine);
    expect(steal.statusCode).toBe(422);
    expect((await cancelEntry(other, shared, entryId)).statusCode).toBe(404);
    // And another site of the same agency does not show it either.
    await demo.login('26');
    expect((await demo.get('26', `/event-infos/${shared}`)).statusCode).toBe(404);
  });

  it('refuses writes without the CSRF header (419) and malformed input (422/404, never 5xx)', async () => {
    const noCsrf = await demo.request({
      method: 'POST',
      url: api('25', `/event-infos/${eventId}/event-entries`),
      payload: { candidateIds: [people[4]] },
    });
    expect(noCsrf.statusCode).toBe(419);
    const patchNoCsrf = await demo.request({
      method: 'PATCH',
      url: api('25', `/event-infos/${eventId}/event-entries/1`),
      payload: { status: 'CANCELED' },
    });
    expect(patchNoCsrf.statusCode).toBe(419);
    const bodies = [
      {},
      { candidateIds: [] },
      { candidateIds: 'x' },
      { candidateIds: [1.5] },
      { candidateIds: [people[4], people[4]] },
    ];
    for (const body of bodies) {
      const response = await demo.write(
        'POST',
        '25',
        `/event-infos/${eventId}/event-entries`,
        body,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toMatch(/\S/);
    }
    const text = await demo.write('POST', '25', `/event-infos/${eventId}/event-entries`, 'text');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/\S/);
    expect(
      (await demo.write('POST', '25', `/event-infos/${eventId}/event-entries`, {})).json().message,
    ).toBe('候補者は必須です。');
    expect(
      (
        await demo.write('POST', '25', `/event-infos/${eventId}/event-entries`, {
          candidateIds: [],
        })
      ).json().message,
    ).toBe('予約する候補者が選択されていません');
    expect(
      (
        await demo.write('PATCH', '25', `/event-infos/${eventId}/event-entries/1`, {
          status: 'RESERVED',
        })
      ).statusCode,
    ).toBe(422);
    for (const path of [
      '/event-infos/abc',
      '/event-infos/0',
      '/event-infos/99999999999',
      '/event-infos/999999',
    ]) {
      expect((await demo.get('25', path)).statusCode).toBe(404);
    }
    expect(
      (await demo.write('POST', '25', '/event-infos/abc/event-entries', { candidateIds: [1] }))
        .statusCode,
    ).toBe(404);
  });
});

describe('deadlines (server-side)', () => {
  it('refuses reserving and cancelling after their deadlines with the company alert text', async () => {
    const companyId = await companyIdOf(t.database.db, 'global');
    const people = await insertCandidates(t.database.db, {
      agencyId: suite.demoAgencyId,
      siteId: '25',
      companyId,
      count: 2,
      sei: '期限',
    });
    const open = await createEvent(t.app, {
      companyId,
      siteId: '25',
      title: '期限テスト',
      cancelDeadlineAt: '2026-11-22T18:00:00+09:00',
    });
    const reserved = await reserve(demo, open, [people[0]]);
    expect(reserved.statusCode).toBe(201);
    const entryId = reserved.json().data.entries[0].id;
    const detail = (await demo.get('25', `/event-infos/${open}`)).json().data;
    expect(detail.isCancelExpired).toBe(true);
    const late = await cancelEntry(demo, open, entryId);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('キャンセル期限が過ぎています');

    const closed = await createEvent(t.app, {
      companyId,
      siteId: '25',
      title: '締切済み',
      reservationDeadlineAt: '2026-11-20T18:00:00+09:00',
      reserveAlertContent: '予約受付は終了しました。',
    });
    expect((await demo.get('25', `/event-infos/${closed}`)).json().data.isReservationExpired).toBe(
      true,
    );
    const refused = await reserve(demo, closed, [people[1]]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('予約受付は終了しました。');

    const started = await createEvent(t.app, {
      companyId,
      siteId: '25',
      title: '開催済み',
      startAt: '2026-11-23T10:00:00+09:00',
      endAt: '2026-11-23T11:00:00+09:00',
    });
    const tooLate = await reserve(demo, started, [people[1]]);
    expect(tooLate.json().message).toBe('予約期限が過ぎています');
  });
});

describe('company console', () => {
  it('creates with the exact shape, validates, marks attendance (unjoined mail) and cancels events', async () => {
    const companyId = await companyIdOf(t.database.db, 'lifecare');
    const bad = await consoleCall(t.app, 'POST', '/events', {
      companyId,
      siteId: '25',
      title: '',
      startAt: 'tomorrow',
      endAt: '2026-12-01T10:00:00+09:00',
      capacity: -1,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['capacity', 'startAt', 'title']);
    const reversed = await consoleCall(t.app, 'POST', '/events', {
      companyId,
      siteId: '25',
      title: '逆',
      startAt: '2026-12-01T10:00:00+09:00',
      endAt: '2026-12-01T09:00:00+09:00',
      capacity: 1,
    });
    expect(reversed.json().errors.endAt).toEqual(['終了日時は開始日時より後にしてください。']);

    const created = await consoleCall(t.app, 'POST', '/events', {
      companyId,
      siteId: '25',
      title: 'コンソール説明会',
      startAt: '2026-12-21T10:00:00Z',
      endAt: '2026-12-21T11:00:00Z',
      capacity: 4,
      place: '本社',
      address: '東京都',
      content: '説明',
      reservationDeadlineAt: '2026-12-20T00:00:00+09:00',
      cancelDeadlineAt: '2026-12-20T00:00:00+09:00',
      reserveAlertContent: 'r',
      cancelAlertContent: 'c',
      googleMeetUrl: 'https://meet.google.com/x',
      msteamsMeetingUrl: 'https://teams.microsoft.com/x',
      zoomJoinUrl: 'https://zoom.us/j/1',
    });
    expect(created.statusCode).toBe(201);
    const eventId = created.json().data.id;
    expect(created.json()).toEqual({ data: { id: eventId } });
    const people = await insertCandidates(t.database.db, {
      agencyId: suite.demoAgencyId,
      siteId: '25',
      companyId,
      count: 2,
      sei: '出欠',
    });
    const entries = (await reserve(demo, eventId, people)).json().data.entries;

    const flags = Object.fromEntries(
      NOTIFICATION_KEYS.map((key) => [key, key === 'unjoined' || key === 'cancel']),
    );
    await demo.write('PUT', '25', '/settings/notifications', flags);
    expect(
      (await consoleCall(t.app, 'PUT', `/event-entries/${entries[0].id}`, { status: 3 })).json(),
    ).toEqual({ data: { id: entries[0].id, status: 3 } });
    expect(
      (await consoleCall(t.app, 'PUT', `/event-entries/${entries[0].id}`, { status: 2 }))
        .statusCode,
    ).toBe(422);
    expect(
      (await consoleCall(t.app, 'PUT', '/event-entries/999999', { status: 4 })).statusCode,
    ).toBe(404);
    const before = (await mailsTo(t.app, DEMO_AGENCY.email)).length;
    expect(
      (await consoleCall(t.app, 'PUT', `/event-entries/${entries[0].id}`, { status: 4 }))
        .statusCode,
    ).toBe(200);
    const unjoined = await mailsTo(t.app, DEMO_AGENCY.email);
    expect(unjoined).toHaveLength(before + 1);
    expect(unjoined[0].subject).toBe('【不参加】コンソール説明会');

    const deleted = await consoleCall(t.app, 'DELETE', `/events/${eventId}`);
    expect(deleted.json()).toEqual({ data: { id: eventId, cancelledEntries: 1 } });
    expect((await mailsTo(t.app, DEMO_AGENCY.email))[0].subject).toBe(
      '【開催中止】コンソール説明会',
    );
    expect(
      (await mailsTo(t.app, OTHER_AGENCY.email)).some((m) =>
        m.subject.includes('コンソール説明会'),
      ),
    ).toBe(false);
    expect((await demo.get('25', `/event-infos/${eventId}`)).statusCode).toBe(404);
    expect((await consoleCall(t.app, 'DELETE', `/events/${eventId}`)).statusCode).toBe(422);
    expect((await consoleCall(t.app, 'DELETE', '/events/abc')).statusCode).toBe(422);
    void otherAgencyId;
  });
});
