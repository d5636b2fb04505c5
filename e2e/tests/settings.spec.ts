// The settings page end to end, each section on a fresh console-created agency: saved, reloaded
// and still there; a password change that the next login uses; a company linked by its code that
// shows up in the shell at once.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, LoginPage, Shell, logInAs } from '../pages/portal';
import { consoleApi, unique, type NewAccount } from '../support/console';

async function openSettings(page: Page, account: NewAccount) {
  await logInAs(page, '25', account);
  await new Shell(page).sidebarLink('各種設定').click();
  await page.waitForURL('**/25/employment-agency/settings');
  await expect(page.getByRole('heading', { name: '各種設定', level: 1 })).toBeVisible();
}

const accountForm = (page: Page) => page.getByRole('form', { name: 'アカウント設定' });
const passwordForm = (page: Page) => page.getByRole('form', { name: 'パスワード変更' });

test('account fields and additional e-mails are saved and still there after a reload', async ({
  page,
}) => {
  const { account } = await consoleApi.createAgencyWithAccount();
  await openSettings(page, account);
  const form = accountForm(page);
  await expect(form.getByLabel('メールアドレス', { exact: true })).toHaveValue(account.email);

  const edited = {
    会社名: '株式会社テスト紹介 東京本社',
    電話番号: '03-9876-5432',
    担当者名: '鈴木 一郎',
    住所: '東京都渋谷区道玄坂1-2-3 渋谷ビル5階',
  };
  for (const [label, value] of Object.entries(edited)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  // Two rows added, the first removed again: only the second address is saved.
  await form.getByRole('button', { name: 'メールアドレスを追加' }).click();
  await expect(form.getByLabel('追加メールアドレス 1', { exact: true })).toBeFocused();
  await form.getByLabel('追加メールアドレス 1', { exact: true }).fill('discarded@agency.example');
  await form.getByRole('button', { name: 'メールアドレスを追加' }).click();
  await form.getByLabel('追加メールアドレス 2', { exact: true }).fill('team@agency.example');
  await form.getByRole('button', { name: '追加メールアドレス 1 を削除' }).click();

  // The login e-mail of another account is refused, with the reason beside the field.
  const email = form.getByLabel('メールアドレス', { exact: true });
  await email.fill(DEMO.email);
  await form.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('アカウント設定の更新に失敗しました')).toBeVisible();
  await expect(email).toHaveAccessibleDescription('このメールアドレスは既に登録されています。');

  const newEmail = `${unique('renamed')}@agency.example`;
  await email.fill(newEmail);
  await form.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('アカウント設定を更新しました')).toBeVisible();

  await page.reload();
  for (const [label, value] of Object.entries({ ...edited, メールアドレス: newEmail })) {
    await expect(accountForm(page).getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await expect(accountForm(page).getByLabel('追加メールアドレス 1', { exact: true })).toHaveValue(
    'team@agency.example',
  );
  await expect(accountForm(page).getByLabel('追加メールアドレス 2', { exact: true })).toHaveCount(
    0,
  );
});

test('a changed password clears the form and is the one the next login needs', async ({ page }) => {
  const { account } = await consoleApi.createAgencyWithAccount();
  await openSettings(page, account);
  const form = passwordForm(page);
  const newPassword = 'changed-pass-2027';

  // The server applies the sign-up policy and says why it refuses.
  await form.getByLabel('現在のパスワード').fill(account.password);
  await form.getByLabel('新しいパスワード', { exact: true }).fill('short1');
  await form.getByLabel('新しいパスワード（確認）').fill('short1');
  await form.getByRole('button', { name: '変更する' }).click();
  await expect(page.getByText('パスワードの更新に失敗しました')).toBeVisible();
  await expect(form.getByText(/8文字以上255文字以下/)).toBeVisible();

  await form.getByLabel('新しいパスワード', { exact: true }).fill(newPassword);
  await form.getByLabel('新しいパスワード（確認）').fill(newPassword);
  await form.getByRole('button', { name: '変更する' }).click();
  await expect(page.getByText('パスワードを更新しました')).toBeVisible();
  for (const label of ['現在のパスワード', '新しいパスワード', '新しいパスワード（確認）']) {
    await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
  }

  await new Shell(page).logOut();
  await page.waitForURL('**/25/employment-agency/login');
  const login = new LoginPage(page);
  await login.logIn(account.userId, account.password);
  await expect(page.getByText('ログインに失敗しました').first()).toBeVisible();
  await login.logIn(account.userId, newPassword);
  await page.waitForURL('**/25/employment-agency/infos');
});

test('a notification toggle is saved at once and still set after a reload', async ({ page }) => {
  const { account } = await consoleApi.createAgencyWithAccount();
  await openSettings(page, account);
  const groups = page.getByRole('radiogroup');
  const choice = (group: string, label: '受け取る' | '受け取らない') =>
    page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: label, exact: true });

  // One row per key, every key off for a new agency (spec 1 §3).
  await expect(groups).toHaveCount(10);
  for (const group of await groups.all()) {
    await expect(group.getByRole('radio', { name: '受け取らない', exact: true })).toBeChecked();
  }

  await choice('チャット受信', '受け取る').check();
  await expect(page.getByText('通知設定を更新しました')).toBeVisible();

  await page.reload();
  await expect(choice('チャット受信', '受け取る')).toBeChecked();
  // Only the toggled key changed, although the full map was sent.
  await expect(choice('説明会・面接の予約', '受け取らない')).toBeChecked();
  await expect(
    page.getByRole('radio', { name: '受け取る', exact: true, checked: true }),
  ).toHaveCount(1);
});

test('a company linked by its code shows 連携済み and joins the shell dropdown at once', async ({
  page,
}) => {
  const { agency, account } = await consoleApi.createAgencyWithAccount();
  const companyCode = unique('LINK').toUpperCase();
  const company = await consoleApi.createCompany({
    name: `株式会社連携テスト${companyCode.slice(-4)}`,
    email: `${companyCode.toLowerCase()}@company.example`,
    companyCode,
  });
  await consoleApi.setLink(agency.id, company.id, 'UNMATCHED');

  await openSettings(page, account);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const shell = new Shell(page);
  const settingsLink = shell.sidebarLink('各種設定');
  await expect(settingsLink).toContainText('連携待ちの企業があります');
  const option = shell.companySelect().getByRole('option', { name: company.name });
  await expect(option).toHaveCount(0);

  const row = page.getByRole('row').filter({ hasText: company.name });
  await expect(row).toContainText('未連携');
  const codeInput = row.getByLabel(`${company.name}の企業コード`);
  const apply = row.getByRole('button', { name: `${company.name}に連携を申請` });

  // A wrong code: refused, with the server's reason under the input.
  await codeInput.fill(`${companyCode}X`);
  await apply.click();
  await expect(page.getByText('連携企業設定の更新に失敗しました')).toBeVisible();
  await expect(row.getByRole('alert')).toHaveText('企業コードが正しくありません。');
  await expect(codeInput).toHaveAccessibleDescription('企業コードが正しくありません。');
  await expect(row).toContainText('未連携');

  await codeInput.fill(companyCode);
  await apply.click();
  await expect(page.getByText('連携企業を更新しました')).toBeVisible();
  await expect(row).toContainText('連携済み');
  await expect(row.getByRole('textbox')).toHaveCount(0);

  // The shell learns of it without a reload: the dropdown lists the company, the dot is gone.
  await expect(option).toBeAttached();
  await expect(settingsLink).not.toContainText('連携待ちの企業があります');
  expect(
    await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true);
  const badges = await page.request.get('/25/employment-agency/api/sidebar/badges');
  expect((await badges.json()).data.unmatchedCompany).toBe(0);
});

test('the settings menu scrolls to each section', async ({ page }) => {
  await openSettings(page, DEMO);
  const menu = page.getByRole('navigation', { name: '設定メニュー' });
  for (const title of ['連携企業設定', '通知設定', 'アカウント設定']) {
    await menu.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeInViewport();
  }
  // The router owns the URL: scrolling adds no #fragment.
  await expect(page).toHaveURL(/\/25\/employment-agency\/settings$/);
});
