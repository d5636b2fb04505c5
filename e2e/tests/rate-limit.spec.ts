// Guessing is slowed down, and the user is told how long to wait: the server's 429 (Retry-After,
// Laravel body) reaches the login, reissue and welcome forms as a Japanese message.
import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../pages/portal';
import { consoleApi, linkIn, unique } from '../support/console';

const WAIT_MESSAGE = /^試行回数が多すぎます。\d+秒後に再度お試しください。$/;

/** Clicks `button` and returns the answer of the api call whose path ends with `path`. */
async function submit(page: Page, button: string, path: string) {
  const answer = page.waitForResponse((response) =>
    response.url().endsWith(`/employment-agency/api${path}`),
  );
  await page.getByRole('button', { name: button, exact: true }).click();
  return answer;
}

/** On the login page, `id` with five wrong passwords: each refused (422). */
async function fiveWrongPasswords(page: Page, id: string): Promise<LoginPage> {
  const login = new LoginPage(page);
  await login.open('25');
  await page.getByLabel('メールアドレスまたはユーザーID').fill(id);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel('パスワード', { exact: true }).fill(`wrong-pass-${attempt}`);
    expect((await submit(page, 'ログイン', '/login')).status()).toBe(422);
  }
  return login;
}

// Counted per account and address: the browser's address is locked, the owner elsewhere is not
// (api/src/modules/auth/login-rate-limit.test.ts proves the other address).
test('after five wrong passwords from this browser its login is refused for a while, even with the right one', async ({
  page,
}) => {
  const { account } = await consoleApi.createAgencyWithAccount();
  await fiveWrongPasswords(page, account.userId);

  await page.getByLabel('パスワード', { exact: true }).fill(account.password);
  const limited = await submit(page, 'ログイン', '/login');
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
  await expect(page.getByRole('alert').filter({ hasText: '試行回数が多すぎます' })).toHaveText(
    WAIT_MESSAGE,
  );
  await expect(page).toHaveURL(/\/25\/employment-agency\/login$/);
});

test('a password reset through the mailed link lifts the lockout of wrong passwords', async ({
  page,
}) => {
  const { account } = await consoleApi.createAgencyWithAccount();
  const login = await fiveWrongPasswords(page, account.email);

  // The owner proves the mailbox is theirs and sets a new password: that is the way back in.
  await page.goto('/25/employment-agency/forgot-password');
  await page.getByLabel('メールアドレス').fill(account.email);
  await submit(page, 'パスワードを再発行する', '/forgot-password');
  const [mail] = await consoleApi.mailsTo(account.email);
  await page.goto(linkIn(mail!, 'reset-password'));
  const newPassword = 'after-lockout-2027';
  await page.getByLabel('メールアドレス').fill(account.email);
  await page.getByLabel('新しいパスワード', { exact: true }).fill(newPassword);
  await page.getByLabel('新しいパスワード（確認）').fill(newPassword);
  expect((await submit(page, 'パスワードを再設定する', '/reset-password')).status()).toBe(200);
  await page.waitForURL('**/25/employment-agency/login');

  await login.logIn(account.userId, newPassword);
  await page.waitForURL('**/25/employment-agency/infos');
});

test('a fourth reissue mail within the window is refused beside the e-mail field', async ({
  page,
}) => {
  const { account } = await consoleApi.createAgencyWithAccount();
  for (let attempt = 1; attempt <= 3; attempt++) {
    await page.goto('/25/employment-agency/forgot-password');
    await page.getByLabel('メールアドレス').fill(account.email);
    expect((await submit(page, 'パスワードを再発行する', '/forgot-password')).status()).toBe(200);
    await page.waitForURL('**/25/employment-agency/login');
  }

  await page.goto('/25/employment-agency/forgot-password');
  await page.getByLabel('メールアドレス').fill(account.email);
  const limited = await submit(page, 'パスワードを再発行する', '/forgot-password');
  expect(limited.status()).toBe(429);
  await expect(page.getByText('パスワードリセットに失敗しました')).toBeVisible();
  await expect(page.getByLabel('メールアドレス')).toHaveAccessibleDescription(WAIT_MESSAGE);
  expect(await consoleApi.mailsTo(account.email)).toHaveLength(3);
});

test('company-code guesses for one e-mail stop after five failures', async ({ page }) => {
  const key = unique('guess');
  const email = `${key}@agency.example`;
  const agency = await consoleApi.createAgency({ name: `株式会社ゲス${key.slice(-5)}`, email });
  const { companyCode } = await consoleApi.issueCompanyCode(agency.id, email);

  await page.goto('/25/employment-agency/welcome');
  await page.getByLabel('メールアドレス').fill(email);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel('企業コード').fill(`WRONG${attempt}${companyCode}`);
    expect((await submit(page, '認証する', '/company-code-auth')).status()).toBe(422);
  }

  // Even the right code waits now: guessing gains nothing.
  await page.getByLabel('企業コード').fill(companyCode);
  expect((await submit(page, '認証する', '/company-code-auth')).status()).toBe(429);
  await expect(page.getByLabel('企業コード')).toHaveAccessibleDescription(WAIT_MESSAGE);
  await expect(page).toHaveURL(/\/25\/employment-agency\/welcome$/);
});
