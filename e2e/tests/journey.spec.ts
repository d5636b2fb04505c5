// The first-day journey of issue 2: log in, read an announcement, switch the year, pick a linked
// company, log out — on the production build with every remote loaded at run time.
import { expect, test } from '@playwright/test';
import { LoginPage, Shell, loginReturningTo } from '../pages/portal';

test('a new user logs in, reads an announcement, switches the year, picks a company and logs out', async ({
  page,
}) => {
  const login = new LoginPage(page);
  const shell = new Shell(page);

  await login.open('25');
  await login.logIn();
  await expect(page.getByText('ログインしました')).toBeVisible();
  await page.waitForURL('**/25/employment-agency/infos');
  await expect(page.getByRole('heading', { name: 'お知らせ', level: 1 })).toBeVisible();

  // The first unread announcement: open it, read its HTML body, close it, it is no longer unread.
  const unreadRow = page.getByRole('listitem').filter({ hasText: '未読' }).first();
  const title = (await unreadRow.getByRole('button').innerText()).trim();
  const unreadBefore = await page.getByRole('listitem').filter({ hasText: '未読' }).count();
  await unreadRow.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('p').first()).toBeVisible();
  await dialog.getByRole('button', { name: '閉じる' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: '未読' })).toHaveCount(
    unreadBefore - 1,
  );

  // Year switch: the first path segment is replaced and the page reloads on the same screen.
  await shell.yearSelect().selectOption('26');
  await page.waitForURL('**/26/employment-agency/infos');
  await expect(page.getByRole('heading', { name: 'お知らせ', level: 1 })).toBeVisible();
  await expect(shell.yearSelect()).toHaveValue('26');

  // Linked companies: a long name is truncated to 32 characters with an ellipsis.
  const options = shell.companySelect().getByRole('option');
  await expect(options.nth(1)).toBeAttached();
  const labels = await options.allInnerTexts();
  expect(labels.length).toBeGreaterThan(2);
  expect(labels.every((l) => [...l].length <= 33)).toBe(true);
  expect(labels.some((l) => l.endsWith('…'))).toBe(true);
  const value = await options.nth(1).getAttribute('value');
  await shell.companySelect().selectOption(value!);
  await expect(shell.companySelect()).toHaveValue(value!);

  // The sidebar moves within the app without a reload; the header stays.
  await shell.sidebarLink('各種設定').click();
  await page.waitForURL('**/26/employment-agency/settings');
  await expect(page.getByRole('heading', { name: '各種設定', level: 1 })).toBeVisible();

  await shell.logOut();
  await expect(page.getByText('ログアウトしました')).toBeVisible();
  await page.waitForURL('**/26/employment-agency/login');

  // The session is gone: an inner page sends the user back to login.
  await page.goto('/26/employment-agency/infos');
  await page.waitForURL(loginReturningTo('/26/employment-agency/infos'));
});

test('mid-career login shows the mid logo and the mid wording in the sidebar', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open('mid');
  await login.logIn('demo@agency.example');
  await page.waitForURL('**/mid/employment-agency/infos');
  await expect(new Shell(page).sidebarLink('面接動員')).toBeVisible();
});
