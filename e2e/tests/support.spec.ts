// The support contact of the お知らせ side panel and the header's support link come from the
// operator's configuration (issue 23): the demo's SUPPORT_* (scripts/lib/workspace.mjs), then the
// company console's PUT /console/api/support, seen on the next page load, at 1280 and 390 px.
import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../pages/portal';
import { DESKTOP, PHONE, expectAccessible, expectFitsViewport, settle } from '../support/a11y';
import { consoleApi } from '../support/console';

const DEMO_SITE = 'https://support.portal-demo.example/employment-agency/';

/** The header's support link on a wide screen, the メニュー drawer's on a phone. */
async function headerSupportLink(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'メニュー' }).click();
  const scope = phone ? page.getByRole('dialog', { name: 'メニュー' }) : page.getByRole('banner');
  return scope.getByRole('link', { name: 'サポートサイト' });
}

test.describe.configure({ mode: 'serial' });
test.afterAll(() => consoleApi.setSupport({ siteUrl: null, mail: null, phone: null, hours: null }));

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`at ${viewport.width}px (${name}) the support panel shows the configured contact and the console changes it`, async ({
    page,
  }) => {
    await consoleApi.setSupport({ siteUrl: null, mail: null, phone: null, hours: null });
    await page.setViewportSize(viewport);
    await logInAs(page);
    const panel = page.getByRole('complementary', { name: 'サポート' });
    await expect(panel.getByRole('link', { name: /^サポートサイト/ })).toHaveAttribute(
      'href',
      DEMO_SITE,
    );
    await expect(panel.getByRole('link', { name: 'support@portal-demo.example' })).toHaveAttribute(
      'href',
      'mailto:support@portal-demo.example',
    );
    await expect(panel.getByRole('link', { name: '03-6555-0123' })).toHaveAttribute(
      'href',
      'tel:0365550123',
    );
    await settle(page);
    await expectFitsViewport(page);
    await expectAccessible(page);

    // The operator changes the phone and hides the e-mail: the next page load shows it.
    await consoleApi.setSupport({
      phone: '0120-987-654',
      mail: '',
      siteUrl: 'https://help.portal-demo.example/',
    });
    await page.reload();
    await expect(panel.getByRole('link', { name: '0120-987-654' })).toHaveAttribute(
      'href',
      'tel:0120987654',
    );
    await expect(panel.getByRole('link', { name: /@/ })).toHaveCount(0);
    await expect(panel.getByRole('link', { name: /^サポートサイト/ })).toHaveAttribute(
      'href',
      'https://help.portal-demo.example/',
    );
    await expect(await headerSupportLink(page, name === 'phone')).toHaveAttribute(
      'href',
      'https://help.portal-demo.example/',
    );
    await settle(page);
    await expectAccessible(page);
  });
}
