// Onboarding without touching the database: the operator issues a company code from the console,
// the agency authenticates with it on welcome, signs its main account up and lands on お知らせ.
import { expect, test } from '@playwright/test';
import { DEMO, LoginPage, Shell } from '../pages/portal';
import { consoleApi, unique } from '../support/console';

async function agencyWithCode() {
  const key = unique('onboard');
  const email = `${key}@agency.example`;
  const agency = await consoleApi.createAgency({
    name: `株式会社オンボード${key.slice(-5)}`,
    email,
  });
  const { companyCode } = await consoleApi.issueCompanyCode(agency.id, email);
  return { key, email, companyCode };
}

test('a company code from the console leads through welcome and sign-up to お知らせ', async ({
  page,
}) => {
  const { key, email, companyCode } = await agencyWithCode();
  // The code also went out by mail to the address it was issued for.
  const [mail] = await consoleApi.mailsTo(email);
  expect(mail?.text).toContain(companyCode);

  await new LoginPage(page).open('25');
  await page.getByRole('link', { name: '新規アカウント登録はこちら' }).click();
  await page.waitForURL('**/25/employment-agency/welcome');
  await expect(page.getByRole('heading', { name: '企業コード認証', level: 1 })).toBeVisible();
  const authenticate = page.getByRole('button', { name: '認証する' });
  await expect(authenticate).toBeDisabled();
  await page.getByLabel('企業コード').fill(companyCode);
  await page.getByLabel('メールアドレス').fill(email);
  await authenticate.click();
  await expect(page.getByText('企業コード認証が完了しました')).toBeVisible();
  await page.waitForURL('**/25/employment-agency/signup');

  // Sign-up: the authenticated e-mail and code carried over and locked; no navigation yet.
  await expect(page.getByRole('heading', { name: 'アカウント登録', level: 1 })).toBeVisible();
  await expect(page.getByLabel('メールアドレス')).toHaveValue(email);
  await expect(page.getByLabel('メールアドレス')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('企業コード')).toHaveValue(companyCode);
  await expect(new Shell(page).sidebarLink('各種設定')).toHaveCount(0);
  await expect(new Shell(page).companySelect()).toHaveCount(0);
  const register = page.getByRole('button', { name: '登録する' });
  await expect(register).toBeDisabled();

  const password = 'onboard-pass-2026';
  const details = {
    会社名: '株式会社みらい人材紹介',
    電話番号: '03-1234-5678',
    担当者名: '山田 花子',
    住所: '東京都千代田区丸の内1-1-1',
  };
  // A user ID that is taken: refused with the reason under the field, the code not spent.
  await page.getByLabel('ユーザーID').fill(DEMO.userId);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  for (const [label, value] of Object.entries(details)) await page.getByLabel(label).fill(value);
  await expect(register).toBeEnabled();
  await register.click();
  await expect(page.getByText('アカウント登録に失敗しました')).toBeVisible();
  await expect(page.getByLabel('ユーザーID')).toHaveAccessibleDescription(
    'このユーザーIDは既に使用されています。',
  );

  await page.getByLabel('ユーザーID').fill(key);
  await register.click();
  await expect(page.getByText('アカウント登録が完了しました')).toBeVisible();
  await page.waitForURL('**/25/employment-agency/infos');
  await expect(page.getByRole('heading', { name: 'お知らせ', level: 1 })).toBeVisible();

  // Logged in: the shell's navigation is there, the agency's settings are what was entered, and
  // the new account logs in again later.
  const shell = new Shell(page);
  await shell.sidebarLink('各種設定').click();
  const account = page.getByRole('form', { name: 'アカウント設定' });
  for (const [label, value] of Object.entries({ ...details, メールアドレス: email })) {
    await expect(account.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await shell.logOut();
  await page.waitForURL('**/25/employment-agency/login');
  await new LoginPage(page).logIn(email, password);
  await page.waitForURL('**/25/employment-agency/infos');
});

test('a wrong company code is refused on welcome with the reason beside the field', async ({
  page,
}) => {
  const { email, companyCode } = await agencyWithCode();
  await page.goto('/25/employment-agency/welcome');
  // The issued code with extra characters: close to the real one, and certainly not it.
  await page.getByLabel('企業コード').fill(`${companyCode}9`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByRole('button', { name: '認証する' }).click();

  await expect(page.getByText('企業コードまたはメールアドレスが正しくありません。')).toBeVisible();
  await expect(page.getByLabel('企業コード')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('企業コード認証が完了しました')).toHaveCount(0);
  await expect(page).toHaveURL(/\/25\/employment-agency\/welcome$/);
});
