// Issue 18: one way to name a page. Every remote names its pages through useDocumentTitle, so the
// shell's route announcer tells a screen-reader user the page's own title after an in-app move,
// not the section's fallback (jobs, chat and events used to set document.title by hand).
import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../pages/portal';

async function announced(page: Page) {
  const status = page.getByRole('status').filter({ hasText: '紹介会社ポータル' });
  await expect(status).toHaveText(await page.title());
  return page.title();
}

test('the route announcer reads each page’s own title after an in-app move', async ({ page }) => {
  await logInAs(page, '25');
  const nav = page.getByRole('navigation', { name: 'メインメニュー' });

  await nav.getByRole('link', { name: /^求人を探す/ }).click();
  await expect(page).toHaveTitle('求人検索 | 紹介会社ポータル');
  expect(await announced(page)).toBe('求人検索 | 紹介会社ポータル');

  await nav.getByRole('link', { name: /^メッセージ/ }).click();
  await expect(page).toHaveTitle('メッセージ | 紹介会社ポータル');
  await announced(page);

  await nav.getByRole('link', { name: /^説明会・面接動員/ }).click();
  await expect(page).toHaveTitle('説明会・面接動員 | 紹介会社ポータル');
  await announced(page);
});
