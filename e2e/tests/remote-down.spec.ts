// One remote's server stops: the shell keeps working, that screen shows the Japanese fallback,
// and '再読み込み' recovers without a page reload once the server is back.
import { expect, test } from '@playwright/test';
import { Shell, logInAs } from '../pages/portal';
import { stopRemote } from '../support/stack';

test('a stopped remote shows a fallback, the shell stays usable, and retry recovers', async ({
  page,
}) => {
  // Stopped before the login: the sections are loaded in idle time after it, and a remote
  // already loaded would keep working (its server is not asked again).
  const restart = await stopRemote('remote_events');
  await logInAs(page, '25');
  const shell = new Shell(page);

  await shell.sidebarLink('説明会・面接動員').click();
  await expect(
    page.getByText('画面を読み込めませんでした。時間をおいて再度お試しください。'),
  ).toBeVisible();

  // The rest of the shell keeps working.
  await shell.sidebarLink('各種設定').click();
  await expect(page.getByRole('heading', { name: '各種設定', level: 1 })).toBeVisible();
  await shell.sidebarLink('説明会・面接動員').click();
  await expect(page.getByRole('button', { name: '再読み込み' })).toBeVisible();

  await restart();
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.getByRole('button', { name: '再読み込み' }).click();
  await expect(page.getByRole('heading', { name: '説明会・面接動員', level: 1 })).toBeVisible();
  // Same document: no reload happened.
  expect(
    await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true);
});
