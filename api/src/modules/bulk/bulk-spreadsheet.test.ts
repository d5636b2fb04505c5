// A bulk CSV as LibreOffice Calc writes it after the user typed into its cells (stack notes):
// UTF-8 without BOM, LF line ends, numbers unquoted — a phone typed 09011112201 saved as
// 9011112201, a postal code's parts 060 and 0005 as 60 and 5 (or the whole 0600005 as 600005),
// dates as 2004/5/6, 2004年5月6日 or an Excel serial, full-width digits. The rows are referred with
// what was typed, and the results say per row what was read differently; a date the locale wrote
// without its year (5月6日) is still refused.
import type { BulkResults } from '@portal/shared/contract/bulk';
import { testAppForFile, NOW } from '../../test/test-app';
import { openJob } from '../referrals/referral-test-support';
import { FileStore } from '../../files/file-store';
import { BulkWorker } from '../../background/bulk-worker';
import { PERSON_COLUMNS, upload } from './bulk-test-support';

const t = testAppForFile({ now: () => NOW });
const demo = t.signedIn();
let worker: BulkWorker;
beforeAll(async () => {
  worker = new BulkWorker(t.database.db, new FileStore(t.database.db), { chunkSize: 3 });
});

const HEADER = [
  ...PERSON_COLUMNS,
  '郵便番号（前半）',
  '郵便番号（後半）',
  '学校名',
  '興味のある職種',
];
const row = (n: number, phone: string, birthday: string, first: string, last: string) =>
  [
    '高橋',
    `表計算${n}`,
    'タカハシ',
    'ヒョウケイサン',
    phone,
    `calc${n}@example.jp`,
    '可',
    birthday,
    first,
    last,
    '北海道大学',
    '営業',
  ].join(',');
const LIBREOFFICE_CSV = `${[
  HEADER.join(','),
  row(1, '9011112201', '2004/5/6', '60', '5'),
  row(2, '０８０１１１１２２０２', '2004年5月6日', '600005', ''),
  row(3, '312345678', '38113', '0600005', ''),
  row(4, '9011112204', '2004/05/06', '060', '0005'),
  row(5, '9011112205', '5月6日', '60', '5'),
  row(6, '901111220', '2004/5/6', '60', '5'),
].join('\n')}\n`;

it('refers the rows as typed and says per row what was read differently', async () => {
  const job = await openJob(demo);
  const uploaded = await upload(demo, '25', job.id, 'calc.csv', Buffer.from(LIBREOFFICE_CSV));
  expect(uploaded.statusCode).toBe(202);
  expect(await worker.runOnce()).toBe(1);
  const results = (await demo.get('25', `/jobs/${job.id}/bulk-import-results`)).json()
    .data as BulkResults;
  const byRow = new Map(results.rows.map((r) => [r.rowNumber, r]));
  expect(results.rows.map((r) => [r.rowNumber, r.status])).toEqual([
    [2, 'referred'],
    [3, 'referred'],
    [4, 'referred'],
    [5, 'referred'],
    [6, 'failed'],
    [7, 'failed'],
  ]);
  expect(byRow.get(2)!.notes).toEqual([
    { label: '携帯電話番号', typed: '9011112201', read: '09011112201' },
    { label: '生年月日', typed: '2004/5/6', read: '2004-05-06' },
    { label: '郵便番号（前半）', typed: '60', read: '060' },
    { label: '郵便番号（後半）', typed: '5', read: '0005' },
  ]);
  expect(byRow.get(3)!.notes).toEqual([
    { label: '携帯電話番号', typed: '０８０１１１１２２０２', read: '08011112202' },
    { label: '生年月日', typed: '2004年5月6日', read: '2004-05-06' },
    { label: '郵便番号（前半）', typed: '600005', read: '060-0005' },
  ]);
  expect(byRow.get(4)!.notes).toEqual([
    { label: '携帯電話番号', typed: '312345678', read: '0312345678' },
    { label: '生年月日', typed: '38113', read: '2004-05-06' },
    { label: '郵便番号（前半）', typed: '0600005', read: '060-0005' },
  ]);
  expect(byRow.get(5)!.notes).toEqual([
    { label: '携帯電話番号', typed: '9011112204', read: '09011112204' },
    { label: '生年月日', typed: '2004/05/06', read: '2004-05-06' },
  ]);
  // Still no date (the year is missing) and still no phone number: refused, with their notes.
  expect(byRow.get(6)!.ngMessage).toBe('生年月日：日付の形式が正しくありません');
  expect(byRow.get(6)!.notes).toContainEqual({
    label: '携帯電話番号',
    typed: '9011112205',
    read: '09011112205',
  });
  expect(byRow.get(7)!.ngMessage).toContain('携帯電話番号：');

  // What was stored is what the user typed.
  for (const [rowNumber, phone] of [
    [2, '09011112201'],
    [3, '08011112202'],
    [4, '0312345678'],
  ] as const) {
    const form = (
      await demo.get('25', `/candidates/${byRow.get(rowNumber)!.candidateId}/referral-form`)
    ).json().data;
    expect(form.answers).toMatchObject({
      mobileNumber: phone,
      birthday: '2004-05-06',
      currentPostalFirst: '060',
      currentPostalLast: '0005',
    });
    const applicant = (
      await demo.get('25', `/applicants/${byRow.get(rowNumber)!.applicantId}`)
    ).json().data;
    expect(applicant.phone).toBe(phone);
  }
});
