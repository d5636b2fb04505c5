// Staff named to the agency (issue 22): a message, a reservation, its cancellation and a date
// confirmation answer the staff member of the agency who did them; the company's messages and
// changes name nobody, and a company's change of an entry clears who changed it last.
import type { ChatMessage } from '@portal/shared/contract/chat';
import type {
  CandidateEventHistoryItem,
  CandidateMessage,
  TentativeEvents,
} from '@portal/shared/contract/candidates';
import type { EventEntry } from '@portal/shared/contract/events';
import { DEMO_AGENCY, DEMO_STAFF } from '../../seed/demo-data';
import { agencyIdOf, consoleCall, testAppForFile, NOW } from '../../test/test-app';
import { sendMultipart } from '../chat/test-helpers';
import { companyIdOf, createEvent, insertCandidates, reserve } from '../events/events-test-kit';

const MAIN_NAME = '佐藤 美咲';
const STAFF_NAME = DEMO_STAFF[0].name;

const t = testAppForFile({ now: () => NOW });
const main = t.signedIn();
const staff = t.signedIn('staff');
let agencyId: number;
beforeAll(async () => {
  agencyId = await agencyIdOf(t.app, DEMO_AGENCY.name);
});

/** `count` new candidates of the agency, referred to the さくら job on site 25. */
const sakuraCandidates = async (count: number, sei: string) =>
  insertCandidates(t.database.db, {
    agencyId,
    siteId: '25',
    companyId: await companyIdOf(t.database.db, 'sakura'),
    count,
    sei,
  });

it('names the staff member who sent a company message; the company’s names nobody', async () => {
  const [company] = (await main.get('25', '/job-companies?permitMatchingStatus=MATCHED')).json()
    .data as { id: number }[];
  const created = await sendMultipart(staff, '25', '/introduction-chat-thread-groups', [
    ['companyIds', JSON.stringify([company!.id])],
    ['threadTitle', 'スタッフからのご相談'],
    ['messageContent', '<p>はじめまして。</p>'],
  ]);
  expect(created.statusCode).toBe(201);
  const { threadId } = created.json().data as { threadId: number };
  const sent = await sendMultipart(
    main,
    '25',
    `/introduction-chat-threads/${threadId}/introduction-chat-messages`,
    [['messageContent', '引き続きよろしくお願いします。']],
  );
  expect(sent.statusCode).toBe(201);
  expect(sent.json().data.sentBy).toBe(MAIN_NAME);
  const reply = await consoleCall(t.app, 'POST', `/chat/threads/${threadId}/messages`, {
    content: 'ご連絡ありがとうございます。',
  });
  expect(reply.statusCode).toBe(201);
  const messages: ChatMessage[] = (
    await main.get('25', `/introduction-chat-threads/${threadId}/introduction-chat-messages`)
  ).json().data.messages;
  expect(messages.map((m) => [m.senderType, m.sentBy])).toEqual([
    ['introduction_company', STAFF_NAME],
    ['introduction_company', MAIN_NAME],
    ['job_company', null],
  ]);
});

it('names the staff member who sent a candidate message', async () => {
  const [candidateId] = await sakuraCandidates(1, '送信者');
  const sent = await sendMultipart(staff, '25', `/candidates/${candidateId}/messages`, [
    ['messageContent', 'ご確認ください。'],
  ]);
  expect(sent.statusCode).toBe(201);
  const company = await consoleCall(t.app, 'POST', `/candidates/${candidateId}/messages`, {
    content: '承知しました。',
  });
  expect(company.statusCode).toBe(201);
  const messages: CandidateMessage[] = (
    await main.get('25', `/candidates/${candidateId}/messages`)
  ).json().data;
  expect(messages.map((m) => [m.senderType, m.sentBy])).toEqual([
    ['introduction_company', STAFF_NAME],
    ['job_company', null],
  ]);
});

it('names who reserved and who cancelled, on the event and in the candidate’s history', async () => {
  const sakura = await companyIdOf(t.database.db, 'sakura');
  const eventId = await createEvent(t.app, {
    companyId: sakura,
    siteId: '25',
    title: 'スタッフ名の説明会',
  });
  const [first, second] = await sakuraCandidates(2, '予約者');
  const reserved = await reserve(staff, eventId, [first, second]);
  expect(reserved.statusCode).toBe(201);
  const entries: EventEntry[] = reserved.json().data.entries;
  expect(entries.map((e) => [e.reservedBy, e.cancelledBy])).toEqual([
    [STAFF_NAME, null],
    [STAFF_NAME, null],
  ]);
  const cancelled = await main.write(
    'PATCH',
    '25',
    `/event-infos/${eventId}/event-entries/${entries[0]!.id}`,
    { status: 'CANCELED' },
  );
  expect(cancelled.statusCode).toBe(200);
  expect(cancelled.json().data).toMatchObject({ reservedBy: STAFF_NAME, cancelledBy: MAIN_NAME });
  const detail: EventEntry[] = (await main.get('25', `/event-infos/${eventId}`)).json().data
    .entries;
  expect(detail.map((e) => [e.candidateId, e.status, e.reservedBy, e.cancelledBy])).toEqual([
    [first, 2, STAFF_NAME, MAIN_NAME],
    [second, 1, STAFF_NAME, null],
  ]);
  const history: CandidateEventHistoryItem[] = (
    await main.get('25', `/candidates/${first}/event-history`)
  ).json().data;
  expect(history[0]).toMatchObject({ status: '2', reservedBy: STAFF_NAME, cancelledBy: MAIN_NAME });

  // The company marks the other one attended, then cancels the event: nobody of the agency did.
  expect(
    (await consoleCall(t.app, 'PUT', `/event-entries/${entries[1]!.id}`, { status: 3 })).statusCode,
  ).toBe(200);
  const attended: CandidateEventHistoryItem[] = (
    await main.get('25', `/candidates/${second}/event-history`)
  ).json().data;
  expect(attended[0]).toMatchObject({ status: '3', reservedBy: STAFF_NAME, cancelledBy: null });
  const third = await sakuraCandidates(1, '中止');
  await reserve(staff, eventId, third);
  expect((await consoleCall(t.app, 'DELETE', `/events/${eventId}`)).statusCode).toBe(200);
  const byCompany: CandidateEventHistoryItem[] = (
    await main.get('25', `/candidates/${third[0]}/event-history`)
  ).json().data;
  expect(byCompany[0]).toMatchObject({ status: '2', reservedBy: STAFF_NAME, cancelledBy: null });
});

it('names who confirmed a date, and who reserved the interview it booked', async () => {
  const [candidateId] = await sakuraCandidates(1, '確定者');
  const dates = await consoleCall(t.app, 'POST', `/candidates/${candidateId}/tentative-events`, {
    dates: [
      { start: '2027-01-12T10:00:00+09:00', end: '2027-01-12T11:00:00+09:00' },
      { start: '2027-01-13T10:00:00+09:00', end: '2027-01-13T11:00:00+09:00' },
    ],
    comment: '候補日です',
  });
  expect(dates.statusCode).toBe(201);
  const before: TentativeEvents = (
    await main.get('25', `/candidates/${candidateId}/tentative-events`)
  ).json().data;
  expect(before.tentativeEvents.map((d) => d.confirmedBy)).toEqual([null, null]);
  const target = before.tentativeEvents[0]!;
  const confirmed = await staff.write(
    'PATCH',
    '25',
    `/candidates/${candidateId}/tentative-events/${target.id}`,
  );
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json().data).toMatchObject({ isConfirmed: true, confirmedBy: STAFF_NAME });
  // Again (a second tab): still the one who confirmed it, not the one who asked again.
  const again = await main.write(
    'PATCH',
    '25',
    `/candidates/${candidateId}/tentative-events/${target.id}`,
  );
  expect(again.json().data.confirmedBy).toBe(STAFF_NAME);
  const after: TentativeEvents = (
    await main.get('25', `/candidates/${candidateId}/tentative-events`)
  ).json().data;
  expect(after.tentativeEvents).toEqual([
    { ...target, isConfirmed: true, confirmedBy: STAFF_NAME },
  ]);
  const history: CandidateEventHistoryItem[] = (
    await main.get('25', `/candidates/${candidateId}/event-history`)
  ).json().data;
  expect(history[0]).toMatchObject({ status: '1', reservedBy: STAFF_NAME, cancelledBy: null });
});
