// Bulk referral end to end: the template, a Shift_JIS CSV with two good rows and one bad row,
// the live progress, the flag 4 banner with the failed row and its reason, delete history.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { logInAs } from '../pages/portal';
import { jobForDemo, listCandidates } from '../support/jobs-console';
import { bulkCsv, uploadBulkCsv } from '../support/bulk';

const iconv = createRequire(path.resolve(__dirname, '../../api/package.json'))('iconv-lite') as {
  encode(text: string, encoding: string): Buffer;
};

test('download the format, upload a Shift_JIS CSV, see the progress, the failure and delete it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const job = await jobForDemo();
  await logInAs(page);
  await page.goto(`/25/employment-agency/jobs/info/${job.jobId}`);
  await page.getByRole('button', { name: '一括紹介' }).click();
  const modal = page.getByRole('dialog', { name: '一括紹介' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    modal.getByRole('button', { name: 'フォーマットをダウンロード' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^一括紹介フォーマット_\d{4}\.csv$/);
  const template = readFileSync((await download.path())!);
  expect([...template.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const header = template.subarray(3).toString('utf8').trim();
  expect(header.split(',').slice(0, 2)).toEqual(['姓（漢字）', '名（漢字）']);

  const stamp = Date.now();
  const row = (sei: string, mei: string, phone: string, email: string, pr: string) =>
    [
      '"' + sei + '"',
      mei,
      'ミナミ',
      'ハルカ',
      phone,
      email,
      '可',
      '2003-04-01',
      '"大学, 学部"',
      'エンジニア',
      '',
      `"${pr}"`,
    ].join(',');
  const columns = header.split(',');
  expect(columns).toEqual([
    '姓（漢字）',
    '名（漢字）',
    'セイ（カナ）',
    'メイ（カナ）',
    '携帯電話番号',
    'PCメールアドレス',
    '直接連絡可否',
    '生年月日',
    '学校名',
    '興味のある職種',
    '性別',
    '自己PR',
  ]);
  const csv = [
    columns.join(','),
    row('南', '遥', '090-1000-0001', `a${stamp}@example.jp`, '一行目、\r\n二行目'),
    row('北', '翔', '090-1000-0002', `b${stamp}@example.jp`, 'よろしく'),
    row('西', '誤', '090-1000-0003', 'not-an-email', 'メール誤り'),
  ].join('\r\n');
  await modal.getByLabel('CSVファイルを選択').setInputFiles({
    name: 'referrals.csv',
    mimeType: 'text/csv',
    buffer: iconv.encode(csv, 'cp932'),
  });
  await modal.getByRole('button', { name: '紹介する' }).click();
  await expect(page.getByText('処理を開始しました')).toBeVisible();
  const banner = page
    .getByRole('alert')
    .filter({ hasText: '一部、紹介できなかった候補者がいます。' });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /一括紹介/ })).toContainText(
    '確認が必要な一括紹介の結果があります',
  );
  const sidebar = page.getByRole('complementary', { name: '紹介済み候補者一覧' });
  await expect(sidebar.getByText('南 遥')).toBeVisible();
  await expect(sidebar.getByText('北 翔')).toBeVisible();
  expect((await listCandidates(job.agencyId, job.jobId)).length).toBe(2);

  await page.getByRole('button', { name: /一括紹介/ }).click();
  const failed = page
    .getByRole('dialog', { name: '一括紹介' })
    .getByRole('region', { name: '紹介できなかった候補者' });
  const failedRow = failed.getByRole('row', { name: /西 誤/ });
  await expect(failedRow).toContainText('4');
  await expect(failedRow).toContainText('PCメールアドレス：メールアドレスの形式が正しくありません');
  await failed.getByRole('button', { name: '履歴を削除' }).click();
  await expect(page.getByText('履歴を削除しました')).toBeVisible();
  await expect(failed.getByText('紹介できなかった候補者はいません')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(banner).toBeHidden();
});

test('shows the progress of a long import while it runs', async ({ page }) => {
  test.setTimeout(120_000);
  const job = await jobForDemo();
  await logInAs(page);
  await page.goto(`/25/employment-agency/jobs/info/${job.jobId}`);
  const csv = bulkCsv(10000, {
    lastName: '大量',
    lastNameKana: 'タイリョウ',
    phonePrefix: '070',
    emailPrefix: 'bulk',
  });
  await uploadBulkCsv(page, 'many.csv', csv);
  await expect(
    page.getByRole('status').filter({ hasText: '現在、一括紹介の処理中です。' }),
  ).toBeVisible();
  await expect(page.getByText(/処理済み \d+ \/ 10000 件/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '一括紹介が完了しました' })).toBeVisible({
    timeout: 90_000,
  });
});
