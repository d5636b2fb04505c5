// 操作履歴, 履歴 and スタッフ (issue 22): main account only for the whole trail, its CSV and the
// staff list; filters and keyset paging; the history of an applicant and a candidate newest
// first with who did it; another agency's ids are not found.
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { NOTIFICATION_KEYS } from '@portal/shared/contract';
import { AUDIT_TARGET_LABELS } from '@portal/shared/contract/audit';
import { accounts } from '../../db/schema/agencies';
import { DEMO_AGENCY, DEMO_STAFF } from '../../seed/demo-data';
import { api, testAppForFile } from '../../test/test-app';
import { multipart } from '../referrals/multipart-test-helper';
import { answers, openJob, refer } from '../referrals/referral-test-support';

const t = testAppForFile();
const main = t.signedIn();
const staff = t.signedIn('staff');
const other = t.signedIn('other');

interface Entry {
  id: number;
  at: string;
  action: string;
  actor: { kind: string; accountId: number | null; name: string };
  applicantId: number | null;
  candidateId: number | null;
}

it('lists the staff to the main account only, names first', async () => {
  const response = await main.get('25', '/settings/staff');
  expect(response.statusCode).toBe(200);
  const names = response.json().data.map((row: { name: string; kind: string }) => row.name);
  expect(names).toEqual(['佐藤 美咲', ...DEMO_STAFF.map((s) => s.name)]);
  expect((await staff.get('25', '/settings/staff')).statusCode).toBe(403);
  expect((await staff.get('25', '/audit-records')).statusCode).toBe(403);
  expect((await staff.get('25', '/audit-records/export')).statusCode).toBe(403);
  expect((await main.get('25', '/settings/account')).json().data.accountKind).toBe('main');
  expect((await staff.get('25', '/settings/account')).json().data.accountKind).toBe('sub');
});

it('pages the whole trail newest first by keyset, without repeats', async () => {
  const seen: Entry[] = [];
  let cursor = '';
  for (let page = 0; page < 4; page += 1) {
    const data = (await main.get('25', `/audit-records?limit=20&cursor=${cursor}`)).json().data;
    seen.push(...data.records);
    if (!data.nextCursor) break;
    cursor = data.nextCursor;
  }
  expect(seen.length).toBeGreaterThan(20);
  expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
  const times = seen.map((e) => Date.parse(e.at));
  expect([...times].sort((a, b) => b - a)).toEqual(times);
});

it('filters by staff, action and period', async () => {
  const tanaka = (await main.get('25', '/settings/staff'))
    .json()
    .data.find((row: { userId: string }) => row.userId === DEMO_STAFF[0].userId).id;
  const byStaff: Entry[] = (await main.get('25', `/audit-records?accountId=${tanaka}`)).json().data
    .records;
  expect(byStaff.length).toBeGreaterThan(0);
  expect(byStaff.every((e) => e.actor.accountId === tanaka)).toBe(true);
  expect(byStaff[0].actor.name).toBe(DEMO_STAFF[0].name);
  const byAction: Entry[] = (await main.get('25', '/audit-records?action=referral.created')).json()
    .data.records;
  expect(byAction.length).toBeGreaterThan(0);
  expect(byAction.every((e) => e.action === 'referral.created')).toBe(true);
  const none = (await main.get('25', '/audit-records?from=2001-01-01&to=2001-01-31')).json().data;
  expect(none).toEqual({ records: [], nextCursor: null });
  expect((await main.get('25', '/audit-records?action=nothing')).statusCode).toBe(422);
});

it('exports the filtered trail as CSV with a BOM that Excel opens', async () => {
  const response = await main.get('25', '/audit-records/export?action=referral.created');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/csv');
  expect(response.headers['content-disposition']).toContain('.csv');
  const bytes = response.rawPayload;
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('日時,操作者,操作,対象,対象ID,求職者ID,候補者ID,変更前,変更後');
  expect(lines[1]).toContain(',紹介,候補者,');
});

it('exports the trail as the screen reads it, through the one CSV writer (formulas guarded)', async () => {
  const flags = Object.fromEntries(
    NOTIFICATION_KEYS.map((key) => [key, key === 'message' ? 'digest' : false]),
  );
  expect((await main.write('PUT', '25', '/settings/notifications', flags)).statusCode).toBe(200);
  const evil = '=HYPERLINK("http://evil.example","開く")';
  const created = await main.write('POST', '25', '/applicants', {
    seiKanji: evil,
    meiKanji: '花子',
    seiKana: 'モリ',
    meiKana: 'ハナコ',
    email: 'formula@student.example',
    phone: '090-1111-9999',
    directMessageFlag: true,
  });
  expect(created.statusCode).toBeLessThan(300);
  const job = await openJob(main);
  const referral = await refer(
    main,
    '25',
    job.id,
    answers({ email: 'formula.ref@student.example' }),
  );
  expect(referral.statusCode).toBeLessThan(300);
  const candidateId = referral.json().data.candidateId as number;
  const body = multipart([
    { name: 'messageContent', value: '<p>面接の件です。</p><p>よろしくお願いします</p>' },
  ]);
  const sent = await main.request({
    method: 'POST',
    url: api('25', `/candidates/${candidateId}/messages`),
    headers: { ...body.headers, 'x-xsrf-token': await main.csrfToken('25') },
    payload: body.payload,
  });
  expect(sent.statusCode).toBe(201);
  // A staff name is free text too: the 操作者 cell starts with it.
  const { db } = t.database;
  const [account] = await db
    .update(accounts)
    .set({ name: evil })
    .where(eq(accounts.userId, DEMO_AGENCY.account.userId))
    .returning({ id: accounts.id, name: accounts.name });
  let csv: string;
  try {
    csv = (await main.get('25', '/audit-records/export')).rawPayload.toString('utf8');
  } finally {
    await db.update(accounts).set({ name: '佐藤 美咲' }).where(eq(accounts.id, account.id));
  }
  const [header, ...rows] = parse(csv, { bom: true }) as string[][];
  const column = (name: string) => header.indexOf(name);
  const row = (action: string, text = '') =>
    rows.find((cells) => cells[column('操作')] === action && cells.join().includes(text))!;

  const notifications = row('通知設定の変更');
  expect(notifications[column('操作者')]).toBe(`'${evil}`);
  expect(notifications[column('対象')]).toBe('通知設定');
  expect(notifications[column('変更前')]).toContain('メッセージ受信: 受け取らない');
  expect(notifications[column('変更後')]).toContain('メッセージ受信: 1日1回まとめて受け取る');
  const applicant = row('求職者登録', 'formula@student.example');
  expect(applicant[column('対象')]).toBe('求職者');
  expect(applicant[column('変更後')]).toContain(`姓（漢字）: ${evil}`);
  expect(applicant[column('変更後')]).toContain('直接連絡可否: 不可');
  const referred = row('紹介');
  expect(referred[column('対象')]).toBe('候補者');
  expect(referred[column('変更後')]).toMatch(/推薦日時: \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
  const message = row('メッセージ送信');
  expect(message[column('対象')]).toBe('メッセージ');
  expect(message[column('変更後')]).toContain('本文: 面接の件です。 よろしくお願いします');

  const targets: string[] = Object.values(AUDIT_TARGET_LABELS);
  expect(rows.every((cells) => targets.includes(cells[column('対象')]))).toBe(true);
  // No cell starts a formula, no time in UTC, no markup, no raw true/false.
  expect(rows.flat().some((cell) => /^[=+\-@\t\r]/.test(cell))).toBe(false);
  expect(csv).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:|<p>|: (true|false)\b/);
});

it("shows an applicant's and a candidate's history newest first with who did it", async () => {
  // The trail is the agency's (both sites): the newest referral on site 25.
  const referrals: Entry[] = (
    await main.get('25', '/audit-records?action=referral.created&limit=100')
  ).json().data.records;
  let referral = referrals[0];
  let candidate: Entry[] = [];
  for (const entry of referrals) {
    const response = await staff.get('25', `/candidates/${entry.candidateId}/history`);
    if (response.statusCode === 200) {
      referral = entry;
      candidate = response.json().data.records;
      break;
    }
  }
  expect(candidate.map((e) => e.action)).toContain('referral.created');
  expect(candidate.every((e) => e.candidateId === referral.candidateId)).toBe(true);
  const applicant = (await staff.get('25', `/applicants/${referral.applicantId}/history`)).json()
    .data.records as Entry[];
  expect(applicant.some((e) => e.candidateId === referral.candidateId)).toBe(true);
  expect(applicant.every((e) => e.actor.name.length > 0)).toBe(true);
  // The receipt of that referral names the same sender.
  const info = (await staff.get('25', `/candidates/${referral.candidateId}`)).json().data;
  expect(info.receipt.referredBy).toBe(referral.actor.name);
  // Another agency: not found.
  expect((await other.get('25', `/candidates/${referral.candidateId}/history`)).statusCode).toBe(
    404,
  );
  expect((await other.get('25', `/applicants/${referral.applicantId}/history`)).statusCode).toBe(
    404,
  );
  expect(DEMO_AGENCY.account.userId).toBe('demo');
});
