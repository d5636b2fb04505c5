// Password recovery through a real mail: reissue from the login page, the link read from the
// console's outbox, a new password set once, and the link refused the second time.
import { expect, test, type Page } from '@playwright/test';
import { LoginPage, Shell, logInAs, loginReturningTo } from '../pages/portal';
import { consoleApi, linkIn } from '../support/console';
import { baseURL } from '../support/stack';

const NEW_PASSWORD = 'renewed-pass-2027';

async function fillResetForm(page: Page, email: string, password: string) {
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('新しいパスワード', { exact: true }).fill(password);
  await page.getByLabel('新しいパスワード（確認）').fill(password);
  await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
}

test('a forgotten password is reset through the mailed link, which works only once', async ({
  page,
  browser,
}) => {
  // A fresh account: the demo password stays as the other suites expect it.
  const { account } = await consoleApi.createAgencyWithAccount();
  const login = new LoginPage(page);
  // Another browser where the account is logged in: the reset must end that session too.
  const elsewhere = await (await browser.newContext()).newPage();
  await logInAs(elsewhere, '25', account);

  await login.open('25');
  await page.getByRole('link', { name: 'パスワードをお忘れの方はこちら' }).click();
  await page.waitForURL('**/25/employment-agency/forgot-password');
  await expect(page.getByRole('heading', { name: 'パスワード再発行', level: 1 })).toBeVisible();
  await page.getByLabel('メールアドレス').fill(account.email);
  await page.getByRole('button', { name: 'パスワードを再発行する' }).click();
  await expect(
    page.getByText('入力したメールアドレスから再発行手続きを行ってください。'),
  ).toBeVisible();
  await page.waitForURL('**/25/employment-agency/login');

  // The mail went to the account's address, with a link back to this service line.
  const [mail] = await consoleApi.mailsTo(account.email);
  expect(mail?.subject).toBe('【紹介会社ポータル】パスワード再設定のご案内');
  const link = linkIn(mail!, 'reset-password');
  expect(link.startsWith(`${baseURL}/25/employment-agency/reset-password?token=`)).toBe(true);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'パスワード再設定', level: 1 })).toBeVisible();
  await fillResetForm(page, account.email, NEW_PASSWORD);
  await expect(page.getByText('パスワードリセットしました')).toBeVisible();
  await page.waitForURL('**/25/employment-agency/login');
  await new Shell(elsewhere).sidebarLink('各種設定').click();
  await elsewhere.waitForURL(loginReturningTo('/25/employment-agency/settings'));
  await elsewhere.context().close();

  // The old password no longer works; the new one does.
  await login.logIn(account.userId, account.password);
  await expect(page.getByText('ログインに失敗しました').first()).toBeVisible();
  await expect(page).toHaveURL(/\/25\/employment-agency\/login$/);
  await page.getByLabel('パスワード', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL('**/25/employment-agency/infos');
  await expect(page.getByRole('heading', { name: 'お知らせ', level: 1 })).toBeVisible();
  await new Shell(page).logOut();
  await page.waitForURL('**/25/employment-agency/login');

  // The same link again: refused with a reason the user can act on, the password unchanged.
  await page.goto(link);
  await fillResetForm(page, account.email, 'third-pass-2028');
  await expect(page.getByText('パスワードリセットに失敗しました').first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'リンクは無効か' })).toContainText(
    'もう一度パスワード再発行を行ってください。',
  );
  await expect(page).toHaveURL(/\/reset-password\?token=/);
});

test('a reset link without a token says it is invalid and calls nothing', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/employment-agency/api/')) calls.push(request.url());
  });
  await page.goto('/25/employment-agency/reset-password');
  await expect(page.getByText('無効なリンクです。')).toBeVisible();
  await expect(page.getByRole('button', { name: 'パスワードを再設定する' })).toHaveCount(0);
  expect(calls).toEqual([]);
  await page.getByRole('link', { name: 'ログイン画面に戻る' }).click();
  await page.waitForURL('**/25/employment-agency/login');
});
