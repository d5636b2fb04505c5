// API連携 (issue 30) end to end, at 1280 and 390 px with axe: a fresh agency's main account opens
// 各種設定 > API連携, creates a read-write token through the dialog, copies the secret shown once,
// and a program (Playwright's request context: no cookie, no CSRF header) lists and registers an
// applicant with it; the list then shows its last use, the 操作履歴 names the token, and 無効にする
// (after a confirmation) refuses the next request at once.
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { logInAs } from '../pages/portal';
import { SCREENS, checkScreen, settle } from '../support/a11y';
import { consoleApi } from '../support/console';
import { baseURL } from '../support/stack';

async function openApiTokens(page: Page) {
  await page.goto('/25/employment-agency/settings');
  await page
    .getByRole('navigation', { name: '設定メニュー' })
    .getByRole('link', { name: 'API連携' })
    .click();
  await page.waitForURL('**/25/employment-agency/settings/api-tokens');
  await expect(page.getByRole('heading', { level: 1, name: 'API連携' })).toBeVisible();
}

for (const [screen, viewport] of SCREENS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`a token made on the screen calls the api until it is revoked (${screen})`, async ({
      page,
    }) => {
      // Four axe checks, a program's calls and the audit trail: more than the default 30 s.
      test.slow();
      const { account } = await consoleApi.createAgencyWithAccount();
      await logInAs(page, '25', account);
      await openApiTokens(page);
      await expect(page.getByText('APIトークンはまだありません')).toBeVisible();
      await checkScreen(page);

      // The dialog: name, the staff member (only the main account here), scope and expiry.
      const create = page.getByRole('button', { name: '新しいトークンを発行' });
      await create.click();
      const dialog = page.getByRole('dialog', { name: 'APIトークンの発行' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('有効期限')).toHaveValue('90');
      await checkScreen(page);
      await dialog.getByRole('button', { name: '発行する' }).click();
      await expect(dialog.getByText('名前を入力してください。')).toBeVisible();
      await dialog.getByRole('textbox', { name: /名前/ }).fill(`CRM連携${screen}`);
      await dialog.getByText('読み書き', { exact: true }).click();
      await dialog.getByRole('button', { name: '発行する' }).click();

      // The secret, once, with its warning; the focus is on it.
      const panel = page.getByRole('region', { name: '発行したトークン' });
      await expect(panel.getByRole('heading', { name: '発行したトークン' })).toBeFocused();
      await expect(panel.getByText(/今だけ表示されます/)).toBeVisible();
      const secret = await panel.getByRole('textbox').inputValue();
      expect(secret).toMatch(/^pat_[A-Za-z0-9_-]{43}$/);
      await settle(page);
      await checkScreen(page);

      // A program outside the browser: the bearer token only.
      const program = await playwrightRequest.newContext({
        baseURL,
        extraHTTPHeaders: { authorization: `Bearer ${secret}`, accept: 'application/json' },
      });
      const listed = await program.get('/25/employment-agency/api/applicants');
      expect(listed.status()).toBe(200);
      const registered = await program.post('/25/employment-agency/api/applicants', {
        data: {
          seiKanji: '連携',
          meiKanji: screen === 'phone' ? '花子' : '一郎',
          seiKana: 'レンケイ',
          meiKana: screen === 'phone' ? 'ハナコ' : 'イチロウ',
          email: `crm-${screen}-${Date.now()}@example.com`,
          phone: '090-1234-5678',
          directMessageFlag: true,
        },
      });
      expect(registered.status()).toBe(201);

      await panel.getByRole('button', { name: '保管しました' }).click();
      await expect(panel).toHaveCount(0);
      await expect(create).toBeFocused();
      await page.reload();
      const row = page.getByTestId('api-token').filter({ hasText: `CRM連携${screen}` });
      await expect(row).toContainText('読み書き');
      await expect(row).not.toContainText('未使用');
      await expect(page.getByText(secret)).toHaveCount(0);
      await settle(page);
      await checkScreen(page);

      // The audit trail names the token beside the staff member.
      // (操作履歴 is below the fold: it loads as its section nears the screen, so go there by the menu.)
      await page.goto('/25/employment-agency/settings');
      await page
        .getByRole('navigation', { name: '設定メニュー' })
        .getByRole('link', { name: '操作履歴' })
        .click();
      await expect(
        page.getByText(new RegExp(`（API連携: CRM連携${screen}）`)).first(),
      ).toBeVisible();

      // Revoked after a confirmation: the next request is refused.
      await page.goto('/25/employment-agency/settings/api-tokens');
      await page.getByRole('button', { name: `「CRM連携${screen}」を無効にする` }).click();
      const confirm = page.getByRole('dialog', { name: 'APIトークンを無効にしますか？' });
      await expect(confirm).toBeVisible();
      await checkScreen(page);
      await confirm.getByRole('button', { name: '無効にする' }).click();
      await expect(page.getByText('APIトークンはまだありません')).toBeVisible();
      expect((await program.get('/25/employment-agency/api/applicants')).status()).toBe(401);
      await program.dispose();
    });
  });
}
