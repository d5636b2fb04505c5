// Page objects of the composed portal: the login page and the shell around every section.
import { expect, type Page } from '@playwright/test';

export const DEMO = { userId: 'demo', email: 'demo@agency.example', password: 'portal-demo-2026' };

export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(siteId = '25') {
    await this.page.goto(`/${siteId}/employment-agency/login`);
    await expect(this.page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
  }

  async logIn(id = DEMO.userId, password = DEMO.password) {
    await this.page.getByLabel('メールアドレスまたはユーザーID').fill(id);
    await this.page.getByLabel('パスワード', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'ログイン', exact: true }).click();
  }
}

export class Shell {
  constructor(private readonly page: Page) {}

  yearSelect() {
    return this.page.getByRole('combobox', { name: '年度を選択' });
  }

  companySelect() {
    return this.page.getByRole('combobox', { name: '連携企業を選択' });
  }

  sidebarLink(name: string | RegExp) {
    return this.page
      .getByRole('navigation', { name: 'メインメニュー' })
      .getByRole('link', { name });
  }

  /** From the header, or on a phone from the メニュー drawer where the header keeps it. */
  async logOut() {
    const inHeader = this.page.getByRole('banner').getByRole('button', { name: 'ログアウト' });
    if (await inHeader.isVisible()) {
      await inHeader.click();
      return;
    }
    await this.page.getByRole('button', { name: 'メニュー' }).click();
    await this.page
      .getByRole('dialog', { name: 'メニュー' })
      .getByRole('button', { name: 'ログアウト' })
      .click();
  }
}

/**
 * The URL a 401 leads to: the login of the page's service line, carrying the page to come back to
 * after logging in (`?returnTo=`).
 */
export function loginReturningTo(page: string): (url: URL) => boolean {
  const siteId = page.split('/')[1];
  return (url) =>
    url.pathname === `/${siteId}/employment-agency/login` &&
    url.searchParams.get('returnTo') === page;
}

/** Logs in (the demo account unless `credentials` are given) and waits for お知らせ. */
export async function logInAs(
  page: Page,
  siteId = '25',
  credentials: { userId: string; password: string } = DEMO,
) {
  const login = new LoginPage(page);
  await login.open(siteId);
  await login.logIn(credentials.userId, credentials.password);
  await page.waitForURL(`**/${siteId}/employment-agency/infos`);
}

/** The events calendar `months` ahead, with the event of that title opened (its dialog). */
export async function openCalendarEvent(page: Page, title: string, months: number) {
  await page.goto('/25/employment-agency/events');
  await expect(page.getByText('イベント情報を読み込み中...')).toBeHidden();
  for (let i = 0; i < months; i += 1) {
    await page.getByRole('button', { name: '次の月' }).click();
    await expect(page.getByText('イベント情報を読み込み中...')).toBeHidden();
  }
  const event = page.locator('.fc-daygrid-event', {
    has: page.getByTitle(new RegExp(`${title}$`)),
  });
  await event.focus();
  await page.keyboard.press('Enter');
  return page.getByRole('dialog', { name: title });
}
