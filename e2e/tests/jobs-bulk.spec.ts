// Bulk referral end to end: the template, a Shift_JIS CSV with two good rows and one bad row,
// the live progress, the flag 4 banner with the failed row and its reason, delete history; the
// result list's linked and possible-duplicate marks (issue 21).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { logInAs } from '../pages/portal';
import { SCREENS, checkScreen } from '../support/a11y';
import {
  demoAgencyId,
  fullWidth,
  identityConsole,
  randomDigits,
} from '../support/identity-console';
import { jobForDemo, listCandidates, openJobForDemo } from '../support/jobs-console';
import { TEMPLATE_HEADER, bulkCsv, uploadBulkCsv } from '../support/bulk';

const iconv = createRequire(path.resolve(__dirname, '../../api/package.json'))('iconv-lite') as {
  encode(text: string, encoding: string): Buffer;
};

test('download the format, upload a Shift_JIS CSV, see the progress, the failure and delete it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const job = await openJobForDemo(page);
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
  expect(header.split(',')).toEqual(TEMPLATE_HEADER.split(','));
  const csv = [
    header,
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
  await openJobForDemo(page);
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

// Issue 21: the result list of an import lists every row, the referred ones too, marking the row
// linked to an existing applicant (their phone and e-mail written another way) and the rows that
// may be another applicant (phone alone, or name and e-mail), each with a link to them; the
// failure list marks its row too. At 1280 and 390 px, with axe.
for (const [name, viewport] of SCREENS) {
  test(`the result list marks linked rows and possible duplicates (${name})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const job = await jobForDemo();
    const agencyId = await demoAgencyId();
    const [d1, d2, d3] = [randomDigits(), randomDigits(), randomDigits()];
    const linkedTo = await identityConsole.createApplicant({
      agencyId,
      seiKanji: '齋藤',
      meiKanji: `結衣${d1.slice(-3)}`,
      seiKana: 'サイトウ',
      meiKana: 'ユイ',
      phone: fullWidth(`090-${d1.slice(0, 4)}-${d1.slice(4)}`),
      email: `Yui.${d1}@Example.jp`,
    });
    const flaggedTo = await identityConsole.createApplicant({
      agencyId,
      seiKanji: '山﨑',
      meiKanji: `健${d2.slice(-3)}`,
      seiKana: 'ヤマサキ',
      meiKana: 'ケン',
      phone: `080-${d2.slice(0, 4)}-${d2.slice(4)}`,
      email: `ken.${d2}@example.jp`,
    });
    const row = (sei: string, mei: string, phone: string, email: string) =>
      [
        sei,
        mei,
        'テスト',
        'タロウ',
        phone,
        email,
        '可',
        '2003-04-01',
        '東北大学',
        '営業',
        '',
        '',
      ].join(',');
    const csv = [
      TEMPLATE_HEADER,
      row('斎藤', `結衣${d1.slice(-3)}`, `090${d1}`, `YUI.${d1}@EXAMPLE.JP`),
      row(
        '別人',
        `太郎${d2.slice(-3)}`,
        `+81 80 ${d2.slice(0, 4)} ${d2.slice(4)}`,
        `new.${d2}@example.jp`,
      ),
      row('西', `誤${d1.slice(-3)}`, `090-${d1.slice(0, 4)}-${d1.slice(4)}`, 'not-an-email'),
      row('新人', `花子${d3.slice(-3)}`, `070${d3}`, `hanako.${d3}@example.jp`),
    ].join('\r\n');
    await logInAs(page);
    await page.goto(`/25/employment-agency/jobs/info/${job.jobId}`);
    await uploadBulkCsv(page, 'marks.csv', csv);
    const modal = page.getByRole('dialog', { name: '一括紹介' });
    await expect(
      page.getByRole('alert').filter({ hasText: '一部、紹介できなかった候補者がいます。' }),
    ).toBeVisible({ timeout: 15_000 });

    await page.getByRole('button', { name: /一括紹介/ }).click();
    // The failure list: the bad row may be 齋藤 (same phone).
    const failed = modal.getByRole('region', { name: '紹介できなかった候補者' });
    const failedRow = failed.getByRole('row', { name: new RegExp(`西 誤${d1.slice(-3)}`) });
    await expect(failedRow).toContainText('PCメールアドレス');
    const failedFlag = failedRow.getByRole('link', {
      name: `重複の可能性：齋藤 結衣${d1.slice(-3)}`,
    });
    await expect(failedFlag).toHaveAttribute(
      'href',
      `/25/employment-agency/applicants/${linkedTo.id}/jobs`,
    );
    await expect(failedRow).toContainText('電話番号が一致');

    // Every row, with its marks.
    await modal.getByRole('button', { name: '一括紹介の結果を見る（4行）' }).click();
    const results = modal.getByRole('region', { name: '一括紹介の結果' });
    await expect(results).toContainText('marks.csv');
    const linked = results.getByRole('row', { name: new RegExp(`斎藤 結衣${d1.slice(-3)}`) });
    await expect(linked).toContainText('紹介済み');
    await expect(
      linked.getByRole('link', { name: '登録済みの候補者に紐づけ（候補者を見る）' }),
    ).toHaveAttribute('href', `/25/employment-agency/applicants/${linkedTo.id}/jobs`);
    await expect(linked.getByRole('link', { name: '紹介情報を見る' })).toHaveAttribute(
      'href',
      new RegExp(`/jobs/info/${job.jobId}/referred-candidate/\\d+\\?applicantId=${linkedTo.id}$`),
    );
    const flagged = results.getByRole('row', { name: new RegExp(`別人 太郎${d2.slice(-3)}`) });
    await expect(flagged).toContainText('紹介済み');
    await expect(
      flagged.getByRole('link', { name: `重複の可能性：山﨑 健${d2.slice(-3)}` }),
    ).toHaveAttribute('href', `/25/employment-agency/applicants/${flaggedTo.id}/jobs`);
    await expect(flagged).toContainText('電話番号が一致');
    await expect(results.getByRole('row', { name: new RegExp(`西 誤`) })).toContainText(
      '紹介できませんでした',
    );
    const plain = results.getByRole('row', { name: new RegExp(`新人 花子${d3.slice(-3)}`) });
    await expect(plain).toContainText('紹介済み');
    await expect(plain.getByRole('link', { name: /重複の可能性|紐づけ/ })).toHaveCount(0);
    await checkScreen(page);

    // Only the flagged rows.
    await results.getByRole('button', { name: '重複の可能性あり（2）' }).click();
    await expect(results.getByRole('button', { name: '重複の可能性あり（2）' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(results.getByRole('row', { name: new RegExp(`新人 花子`) })).toHaveCount(0);
    await expect(results.getByRole('row', { name: new RegExp(`別人 太郎`) })).toBeVisible();
    await expect(results.getByRole('row', { name: new RegExp(`西 誤`) })).toBeVisible();
    await results.getByRole('button', { name: '登録済みの候補者に紐づけ（1）' }).click();
    await expect(results.getByRole('row', { name: new RegExp(`斎藤 結衣`) })).toBeVisible();
    await expect(results.getByRole('row', { name: new RegExp(`別人 太郎`) })).toHaveCount(0);
  });
}
