// Company messaging end to end on a fresh agency with two linked companies: a new message with
// two attachments to both, the downloaded file equal to the uploaded one, a renamed executable
// refused, and a company reply that moves the badge and the group's unread count without a
// reload until the agency opens the thread.
import { expect, test, type Page } from '@playwright/test';
import { Shell, logInAs } from '../pages/portal';
import { chatConsole } from '../support/chat-console';
import { consoleApi } from '../support/console';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);
const EXE = Buffer.from('4d5a90000300000004000000ffff0000b800000000000000', 'hex');

async function agencyWithTwoCompanies() {
  const { agency, account } = await consoleApi.createAgencyWithAccount();
  const companies = [];
  for (const name of ['株式会社テスト商事', '株式会社サンプル工業']) {
    companies.push(await consoleApi.linkNewCompany(agency.id, name));
  }
  return { agency, account, companies };
}

const messagesDot = (page: Page) =>
  new Shell(page).sidebarLink(/メッセージ/).locator('[data-badge-dot]');

test('new message to two companies, download, refused executable, live reply and read', async ({
  page,
}) => {
  const { agency, account, companies } = await agencyWithTwoCompanies();
  const [first, second] = companies;
  await logInAs(page, '25', account);
  await new Shell(page).sidebarLink(/メッセージ/).click();
  await expect(page.getByText('メッセージはまだありません')).toBeVisible();

  await page.getByRole('link', { name: 'メッセージ新規作成' }).click();
  const recipients = page.getByRole('group', { name: '宛先' });
  await recipients.getByRole('checkbox', { name: first!.name }).check();
  await recipients.getByRole('checkbox', { name: second!.name }).check();
  await page.getByRole('textbox', { name: '件名' }).fill('インターン参加者のご推薦');
  await page.getByRole('textbox', { name: '内容' }).fill('推薦者の資料をお送りします。');
  await page.getByLabel('添付するファイル').setInputFiles([
    { name: '推薦者一覧.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: '写真.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByRole('list', { name: '添付ファイル' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await page.getByRole('button', { name: '送信' }).click();

  await page.waitForURL(/\/25\/employment-agency\/chat\/conversation\/\d+$/);
  await expect(page.getByText('メッセージを送信しました')).toBeVisible();
  await expect(page.getByRole('heading', { name: first!.name })).toBeVisible();
  const thread = page.getByRole('list', { name: 'メッセージ' });
  await expect(thread.getByText('推薦者の資料をお送りします。')).toBeVisible();

  // The download has the uploaded name and bytes.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    thread.getByRole('button', { name: '推薦者一覧.pdfをダウンロード' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('推薦者一覧.pdf');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).equals(PDF)).toBe(true);

  // A renamed executable is refused with its message; the text stays.
  const text = page.getByRole('textbox', { name: 'メッセージ' });
  await text.fill('請求書を添付します');
  await page
    .getByLabel('添付するファイル')
    .setInputFiles([{ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: EXE }]);
  await page.getByRole('button', { name: '送信' }).click();
  await expect(page.getByText('ファイルの内容が拡張子と一致しません（invoice.pdf）')).toBeVisible();
  await expect(text).toHaveText('請求書を添付します');

  // One group, two threads; the second company replies through the console.
  const threads = await chatConsole.threads(agency.id);
  expect(threads).toHaveLength(2);
  expect(new Set(threads.map((t) => t.bulkSendId)).size).toBe(1);
  const other = threads.find((t) => t.companyId === second!.id)!;
  await expect(messagesDot(page)).toHaveCount(0);
  await chatConsole.reply(other.threadId, {
    content: '拝見しました。面談を調整します。',
    sentFromEmail: true,
  });

  // Without a reload: the sidebar dot and the group's unread count appear.
  await expect(messagesDot(page)).toHaveCount(1);
  const group = page.getByRole('button', { name: /インターン参加者のご推薦/ });
  await expect(group).toHaveAccessibleName(/未読1件/);

  // Opening the thread marks it read: the dot and the count go.
  await page.getByRole('link', { name: new RegExp(second!.name) }).click();
  await expect(page.getByRole('heading', { name: second!.name })).toBeVisible();
  await expect(page.getByText('メールで送信されました')).toBeVisible();
  await expect(messagesDot(page)).toHaveCount(0);
  await expect(group).not.toHaveAccessibleName(/未読/);
});
