// The applicant journey end to end: register an applicant, refer them from new-refer with the
// referral form of remote-jobs (needs the jobs branch merged), open the candidate, send a message
// with an attachment, see the company's message and status change arrive, confirm a tentative
// date, propose other dates, and upload, download and delete an ES file.
import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../pages/portal';
import { candidateConsole } from '../support/applicants-console';
import { unique } from '../support/console';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * Fills the referral form's empty required answers (the jobs form decides which there are; it
 * marks them with aria-required, and a required checkbox group with its row's 必須 badge).
 */
async function fillRequired(page: Page, email: string) {
  const form = page.locator('form');
  const inputs = form.locator(
    'input[aria-required=true]:not([type=file]), textarea[aria-required=true]',
  );
  for (let i = 0; i < (await inputs.count()); i += 1) {
    const input = inputs.nth(i);
    if (!(await input.isVisible()) || (await input.inputValue()) !== '') continue;
    const type = await input.getAttribute('type');
    await input.fill(
      type === 'email'
        ? email
        : type === 'tel'
          ? '090-1234-0000'
          : type === 'date'
            ? '2000-04-01'
            : 'テスト',
    );
  }
  const selects = form.locator('select[aria-required=true]');
  for (let i = 0; i < (await selects.count()); i += 1) {
    const select = selects.nth(i);
    if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
  }
  const radioGroups = form.locator('[role=radiogroup][aria-required=true]');
  for (let i = 0; i < (await radioGroups.count()); i += 1) {
    const group = radioGroups.nth(i);
    if ((await group.getByRole('radio', { checked: true }).count()) === 0) {
      await group.getByRole('radio').first().check();
    }
  }
  const checkboxGroups = form
    .getByRole('group')
    .filter({ has: page.getByText('必須', { exact: true }) })
    .filter({ has: page.getByRole('checkbox') });
  for (let i = 0; i < (await checkboxGroups.count()); i += 1) {
    const group = checkboxGroups.nth(i);
    if ((await group.getByRole('checkbox', { checked: true }).count()) === 0) {
      await group.getByRole('checkbox').first().check();
    }
  }
}

test('register, refer, message, status, schedule and ES files', async ({ page }) => {
  test.setTimeout(120_000);
  const key = unique('e2e');
  const email = `${key}@student.example`;
  await logInAs(page, '25');
  await page.goto('/25/employment-agency/applicants');
  await page.getByRole('link', { name: '新規候補者登録' }).click();
  await page.getByLabel('姓').fill('試験');
  await page.getByLabel('名', { exact: true }).fill(key.slice(-5));
  await page.getByLabel('セイ').fill('シケン');
  await page.getByLabel('メイ', { exact: true }).fill('タロウ');
  await page.getByLabel('携帯電話番号').fill('090-1234-0000');
  await page.getByLabel('PCメールアドレス').fill(email);
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByText('候補者を登録しました')).toBeVisible();
  await page.waitForURL(/applicants\/\d+\/jobs$/);

  await page.getByRole('link', { name: '新しい求人に紹介する' }).click();
  const publicJobs = page.getByRole('list', { name: '公開求人一覧' });
  await publicJobs.getByRole('link').first().click();
  await page.waitForURL(/new-refer\/\d+$/);
  const refer = page.getByRole('button', { name: '紹介する', exact: true });
  await expect(refer).toBeVisible({ timeout: 20_000 });
  await fillRequired(page, email);
  await refer.click();
  await page.getByRole('button', { name: 'キャンセル' }).click();
  await page.waitForURL(/applicants\/\d+\/jobs\/\d+\/\d+$/);
  const candidateId = Number(page.url().split('/').pop());

  // The composer's own file input (the referral form's may still be on the page for a moment).
  const messages = page.getByRole('tabpanel', { name: 'メッセージ' });
  const composer = messages.getByRole('textbox', { name: 'メッセージ' });
  await expect(composer).toBeVisible();
  await expect(composer).toHaveAttribute('aria-placeholder', '記入してください');
  await messages
    .locator('input[type=file]')
    .setInputFiles({ name: '履歴書.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(messages.getByText('履歴書.pdf')).toBeVisible();
  await composer.fill('書類をお送りします。');
  await page.getByRole('button', { name: '送信' }).click();
  await expect(page.getByText('メッセージを作成しました')).toBeVisible();
  await expect(page.getByRole('button', { name: '履歴書.pdfをダウンロード' })).toBeVisible();

  await candidateConsole.sendMessage(candidateId, '書類選考を通過しました。');
  await candidateConsole.setStatus(candidateId, 2, '一次面接');
  await expect(page.getByText('書類選考を通過しました。')).toBeVisible({ timeout: 20_000 });
  // On the candidate page's header (the applicant list may show another 選考中/一次面接).
  const header = page.locator('header').filter({ hasText: key.slice(-5) });
  await expect(header.getByText('選考中/一次面接')).toBeVisible({ timeout: 20_000 });

  await candidateConsole.proposeDates(
    candidateId,
    [
      { start: '2030-01-15T10:00:00+09:00', end: '2030-01-15T11:00:00+09:00' },
      { start: '2030-01-16T10:00:00+09:00', end: '2030-01-16T11:00:00+09:00' },
    ],
    '一次面接の候補日です',
  );
  await page.getByRole('tab', { name: '説明会・面接' }).click();
  await page.getByRole('button', { name: 'この日程で確定する' }).first().click();
  await expect(page.getByText('日程を確定しました')).toBeVisible();
  await expect(page.getByText('確定済み')).toBeVisible();
  await expect(page.getByText('予約中')).toBeVisible();
  await page.getByLabel('希望する日程').fill('1月20日以降の午後でお願いします');
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByText('別の日程を送信しました')).toBeVisible();

  await page.getByRole('tab', { name: '紹介情報' }).click();
  await page
    .getByLabel('ファイルを選択')
    .setInputFiles({ name: 'ES.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('ファイルを追加しました')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ES.pdfをダウンロード' }).click();
  expect((await download).suggestedFilename()).toBe('ES.pdf');
  await page.getByRole('button', { name: 'ES.pdfを削除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '削除' }).click();
  await expect(page.getByText('ファイルを削除しました')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ES.pdfをダウンロード' })).toHaveCount(0);
});
