import { eq } from 'drizzle-orm';
import { applicants } from '../../db/schema/applicants';
import { testAppForFile, NOW, signedIn } from '../../test/test-app';
import { openJob } from '../referrals/referral-test-support';
import { BulkWorker } from '../../background/bulk-worker';
import { goodRow, HEADER, shiftJis, toCsv, upload } from './bulk-test-support';

const t = testAppForFile({ now: () => NOW });
const demo = t.signedIn();
let worker: BulkWorker;
beforeAll(async () => {
  worker = new BulkWorker(
    t.database.db,
    new (await import('../../files/file-store')).FileStore(t.database.db),
    {
      chunkSize: 3,
    },
  );
});

it('downloads the template: UTF-8 with BOM, the header of the form, named 一括紹介フォーマット_MMDD.csv', async () => {
  const job = await openJob(demo);
  const response = await demo.get('25', `/jobs/${job.id}/bulk-entry-form-fields`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition']).toContain(
    `filename*=UTF-8''${encodeURIComponent('一括紹介フォーマット_1123.csv')}`,
  );
  expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const header = response.rawPayload.subarray(3).toString('utf8').trim().split(',');
  expect(header.slice(0, 4)).toEqual(['姓（漢字）', '名（漢字）', 'セイ（カナ）', 'メイ（カナ）']);
  expect(header).not.toContain('履歴書');
  expect(header).not.toContain('アルバイト・インターン歴');
});

it('applies a Shift_JIS CSV with quoted commas and line breaks: the good rows, a reason per bad row', async () => {
  const job = await openJob(demo);
  const rows = [
    HEADER,
    goodRow(1, { pr: 'リーダー経験あり、粘り強い性格です。\r\n2行目も"引用"あり' }),
    goodRow(2, { interest: '営業、研究・開発' }),
    [...goodRow(3).slice(0, 5), 'not-an-email', ...goodRow(3).slice(6)],
    ['', '', '', '', '', '', '', '', '', '', ''].map((c, i) => (i === 1 ? '名だけ' : c)),
    goodRow(1),
    goodRow(4, { interest: '宇宙飛行士' }),
    goodRow(5),
  ];
  const response = await upload(demo, '25', job.id, 'referrals.csv', shiftJis(toCsv(rows)));
  expect(response.statusCode).toBe(202);
  expect(response.json().data.message).toBe('処理を開始しました');
  let detail = (await demo.get('25', `/jobs/${job.id}`)).json().data;
  expect(detail.importFlag).toBe(1);
  expect(detail.importProgress).toEqual({ done: 0, total: 7 });
  expect(await worker.runOnce()).toBe(1);
  detail = (await demo.get('25', `/jobs/${job.id}`)).json().data;
  expect(detail.importFlag).toBe(4);
  const candidates = (await demo.get('25', `/jobs/${job.id}/candidates`)).json().data;
  expect(candidates.map((c: { fullNameKanji: string }) => c.fullNameKanji).sort()).toEqual(
    ['高橋 一郎1', '高橋 一郎2', '高橋 一郎5'].sort(),
  );
  const failed = (await demo.get('25', `/jobs/${job.id}/bulk-create-failed-candidates`)).json()
    .data;
  expect(failed.map((f: { rowNumber: number }) => f.rowNumber)).toEqual([4, 5, 6, 7]);
  expect(failed[0].ngMessage).toContain('PCメールアドレス：メールアドレスの形式が正しくありません');
  expect(failed[1].ngMessage).toContain('姓（漢字）：この項目は必須です');
  expect(failed[2].ngMessage).toBe('この候補者は既にこの求人に紹介されています');
  expect(failed[3].ngMessage).toContain('興味のある職種');
  const pr = await t.database.db
    .select({ id: applicants.id })
    .from(applicants)
    .where(eq(applicants.email, 'bulk1@example.jp'));
  expect(pr).toHaveLength(1);
  const form = (
    await demo.get(
      '25',
      `/candidates/${candidates.find((c: { fullNameKanji: string }) => c.fullNameKanji === '高橋 一郎1').id}/referral-form`,
    )
  ).json().data;
  expect(form.answers.selfPr).toBe('リーダー経験あり、粘り強い性格です。\r\n2行目も"引用"あり');
  expect(form.answers.interestedJobs).toEqual(['営業', 'エンジニア']);

  const deleted = await demo.write('DELETE', '25', `/jobs/${job.id}/bulk-create-failed-candidates`);
  expect(deleted.json().data.message).toBe('履歴を削除しました');
  expect((await demo.get('25', `/jobs/${job.id}`)).json().data.importFlag).toBeNull();
  expect(
    (await demo.get('25', `/jobs/${job.id}/bulk-create-failed-candidates`)).json().data,
  ).toEqual([]);
});

it('reads UTF-8 with a BOM and ends with flag 2 when every row is referred', async () => {
  const job = await openJob(demo, '25', 'Webアプリケーション');
  const csv = Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from(toCsv([HEADER, goodRow(101), goodRow(102)])),
  ]);
  expect((await upload(demo, '25', job.id, 'utf8.csv', csv)).statusCode).toBe(202);
  const busy = await upload(demo, '25', job.id, 'utf8.csv', csv);
  expect(busy.statusCode).toBe(422);
  await worker.runOnce();
  expect((await demo.get('25', `/jobs/${job.id}`)).json().data.importFlag).toBe(2);
});

it('refuses a wrong file before queueing anything', async () => {
  const job = await openJob(demo);
  const bad = async (name: string, content: Buffer) => {
    const response = await upload(demo, '25', job.id, name, content);
    expect(response.statusCode).toBe(422);
    return response.json().errors.file[0] as string;
  };
  expect(await bad('x.xlsx', Buffer.from('PK'))).toContain('CSV');
  expect(
    await bad(
      'x.csv',
      Buffer.from(
        toCsv([
          ['氏名', '年齢'],
          ['a', '1'],
        ]),
      ),
    ),
  ).toContain('フォーマットにない列');
  expect(await bad('x.csv', Buffer.from(toCsv([HEADER])))).toContain('行がありません');
  expect(await bad('x.csv', Buffer.from(toCsv([HEADER.slice(1), goodRow(1).slice(1)])))).toContain(
    '必須の列がありません',
  );
  expect(await bad('x.csv', Buffer.from('"unterminated,\n'))).toBeTruthy();
  const noCsrf = await demo.request({
    method: 'POST',
    url: `/25/employment-agency/api/jobs/${job.id}/candidates-bulk-store`,
  });
  expect(noCsrf.statusCode).toBe(419);
  const deleteWithoutCsrf = await demo.request({
    method: 'DELETE',
    url: `/25/employment-agency/api/jobs/${job.id}/bulk-create-failed-candidates`,
  });
  expect(deleteWithoutCsrf.statusCode).toBe(419);
  expect((await demo.get('25', '/jobs/abc/bulk-create-failed-candidates')).statusCode).toBe(422);
});

it("answers 404 for another agency's job", async () => {
  const job = await openJob(demo);
  const other = await signedIn(t.app, 'other');
  expect(
    (await upload(other, '25', job.id, 'a.csv', Buffer.from(toCsv([HEADER, goodRow(1)]))))
      .statusCode,
  ).toBe(404);
  expect((await other.get('25', `/jobs/${job.id}/bulk-create-failed-candidates`)).statusCode).toBe(
    404,
  );
  expect(
    (await other.write('DELETE', '25', `/jobs/${job.id}/bulk-create-failed-candidates`)).statusCode,
  ).toBe(404);
  expect((await other.get('25', `/jobs/${job.id}/bulk-entry-form-fields`)).statusCode).toBe(404);
  expect((await other.get('25', `/jobs/${job.id}/bulk-import-results`)).statusCode).toBe(404);
});
