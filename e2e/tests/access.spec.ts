// Access rules: no session → login of the current service line; an invalid site id → the error
// text; a wrong password → the failure message and no navigation.
import { expect, test } from '@playwright/test';
import { LoginPage, loginReturningTo } from '../pages/portal';

test('an inner page without a session redirects to the login of that service line', async ({
  page,
}) => {
  await page.goto('/27/employment-agency/infos');
  await page.waitForURL(loginReturningTo('/27/employment-agency/infos'));
  await page.goto('/mid/employment-agency/settings');
  await page.waitForURL(loginReturningTo('/mid/employment-agency/settings'));
});

test('an invalid site id shows the error text', async ({ page }) => {
  await page.goto('/99/employment-agency/login');
  await expect(page.getByText('URL から有効な ID を取得できませんでした。')).toBeVisible();
});

test('a wrong password keeps the user on the login page with the failure message', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open('25');
  await login.logIn('demo', 'wrong-password-1');
  await expect(page.getByText('ログインに失敗しました').first()).toBeVisible();
  await expect(page).toHaveURL(/\/25\/employment-agency\/login$/);
});
