// The shell's frame (linked-company dropdown, sidebar badges) reads the one query cache, which a
// logout empties: the next agency to log in on the same tab sees its own linked companies, never
// the previous one's, without a reload. The login page itself loads no query cache.
import { expect, test, type Page } from '@playwright/test';
import { LoginPage, Shell, logInAs } from '../pages/portal';
import { DESKTOP, PHONE, expectAccessible, settle } from '../support/a11y';
import { consoleApi, unique } from '../support/console';

/** Whether the page has loaded the shared query cache (the federation's shared react-query). */
function queryCacheLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    type Copies = Record<string, { loaded?: boolean }>;
    type Shared = Record<string, Record<string, Record<string, Copies>>>;
    const share = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Shared } })
      .__FEDERATION__?.__SHARE__;
    return Object.values(share ?? {}).some((scopes) =>
      Object.values(scopes).some((scope) =>
        Object.values(scope['@tanstack/react-query'] ?? {}).some((copy) => copy.loaded === true),
      ),
    );
  });
}

async function agencyLinkedTo(companyName: string) {
  const { agency, account } = await consoleApi.createAgencyWithAccount();
  const key = unique('FRAME').toUpperCase();
  const company = await consoleApi.createCompany({
    name: `${companyName}${key.slice(-4)}`,
    email: `${key.toLowerCase()}@company.example`,
  });
  await consoleApi.setLink(agency.id, company.id, 'MATCHED');
  return { account, company };
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`the next agency on the same tab sees only its own linked companies (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const first = await agencyLinkedTo('株式会社前の利用者');
    const second = await agencyLinkedTo('株式会社次の利用者');
    const shell = new Shell(page);

    await logInAs(page, '25', first.account);
    await expect(
      shell.companySelect().getByRole('option', { name: first.company.name }),
    ).toBeAttached();

    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await shell.logOut();
    await page.waitForURL('**/25/employment-agency/login');
    await expect(page.getByText('ログアウトしました')).toBeVisible();
    await new LoginPage(page).logIn(second.account.userId, second.account.password);
    await page.waitForURL('**/25/employment-agency/infos');

    await expect(
      shell.companySelect().getByRole('option', { name: second.company.name }),
    ).toBeAttached();
    await expect(
      shell.companySelect().getByRole('option', { name: first.company.name }),
    ).toHaveCount(0);
    // The same document all along: the cache was emptied, not the page reloaded.
    expect(
      await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
    ).toBe(true);
    expect(await queryCacheLoaded(page)).toBe(true);
    await settle(page);
    await expectAccessible(page);
  });
}

test('the login page loads no query cache until the session starts', async ({ page }) => {
  await new LoginPage(page).open();
  await settle(page);
  expect(await queryCacheLoaded(page)).toBe(false);
});
