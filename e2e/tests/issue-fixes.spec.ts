// The screens of the fixes issue on the composed build, at 1280 and 390 px, each passing axe and
// fitting the phone: calendar cells that lead with the title (a long company name no longer cuts
// 一次面接), the linked-company table at 35/35/10/10/10 %, 候補者情報更新 with the referred-jobs
// column beside it and its one filter icon, and the composer's own リンク dialog (focus into it,
// back to the editor after).
import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../pages/portal';
import { atEachScreen, checkScreen } from '../support/a11y';
import { agencyCall } from '../support/agency-api';
import { agencyWithThread } from '../support/chat-console';
import { consoleApi, unique } from '../support/console';
import { eventsConsole } from '../support/events-console';
import { tokyoDay } from '../support/tokyo';

const LONG_COMPANY = '株式会社グローバルテクノロジーソリューションズ・ホールディングス東日本支社';

async function firstApplicantId(page: Page): Promise<number> {
  const list = await agencyCall<{ items: { id: number }[] }>(page, 'GET', '/applicants');
  return list.items[0]!.id;
}

atEachScreen(90_000, (name) => {
  test('a calendar cell leads with the time and the title, the company after it', async ({
    page,
  }) => {
    const company = (await eventsConsole.companies()).find((c) => c.name === LONG_COMPANY)!;
    const { date, sameMonth } = tokyoDay(2);
    const title = `一次面接${unique('').slice(-3)}`;
    await eventsConsole.createEvent({
      companyId: company.id,
      title,
      date,
      from: '06:00',
      to: '07:00',
    });
    await logInAs(page);
    await page.goto('/25/employment-agency/events');
    await expect(page.getByText('イベント情報を読み込み中...')).toBeHidden();
    if (!sameMonth) await page.getByRole('button', { name: '次の月' }).click();
    const cell = page.locator('.portal-event', { hasText: title });
    const first = cell.locator('.portal-event-title');
    await expect(first).toHaveText(`06:00 ${title}`);
    await expect(cell.locator('.portal-event-company')).toHaveText(LONG_COMPANY);
    if (name === 'desktop') {
      // The whole first line is shown: the title is not cut by the company name.
      const cut = await first.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      expect(cut).toBe(false);
    }
    await checkScreen(page);
  });

  test('the linked-company table keeps 35/35/10/10/10 %', async ({ page }) => {
    const { agency, account } = await consoleApi.createAgencyWithAccount();
    for (const label of ['未連携', '連携済']) {
      const code = unique('LINK').toUpperCase();
      const company = await consoleApi.createCompany({
        name: `株式会社みらいソフトウェア${label}${code.slice(-4)}`,
        email: `${code.toLowerCase()}@company.example`,
        companyCode: code,
      });
      await consoleApi.setLink(agency.id, company.id, label === '未連携' ? 'UNMATCHED' : 'MATCHED');
    }
    await logInAs(page, '25', account);
    await page.goto('/25/employment-agency/settings');
    const table = page
      .locator('table')
      .filter({ has: page.getByRole('columnheader', { name: '企業コード' }) });
    await expect(table.getByRole('row')).toHaveCount(3);
    if (name === 'desktop') {
      const shares = await table.evaluate((element) => {
        const total = element.getBoundingClientRect().width;
        return Array.from(element.querySelectorAll('thead th')).map((th) =>
          Math.round((th.getBoundingClientRect().width / total) * 100),
        );
      });
      expect(shares).toEqual([35, 35, 10, 10, 10]);
    }
    await checkScreen(page);
  });

  test('候補者情報更新 keeps the referred-jobs column, whose filter is one named icon', async ({
    page,
  }) => {
    await logInAs(page);
    const applicantId = await firstApplicantId(page);
    await page.goto(`/25/employment-agency/applicants/edit/${applicantId}`);
    await expect(page.getByRole('heading', { level: 1, name: '候補者情報更新' })).toBeVisible();
    const referred = page.getByRole('region', { name: '紹介済み求人' });
    if (name === 'desktop') {
      await expect(referred).toBeVisible();
      await expect(referred.getByRole('button', { name: '検索条件', exact: true })).toHaveCount(0);
      await referred.getByRole('button', { name: '検索条件・絞り込み' }).click();
      const dialog = page.getByRole('dialog', { name: '検索条件・絞り込み' });
      await expect(dialog.getByRole('checkbox', { name: '内定承諾' })).toBeVisible();
      await checkScreen(page);
      await page.keyboard.press('Escape');
    } else {
      // A phone shows the form alone; the column is one level up.
      await expect(referred).toBeHidden();
    }
    await checkScreen(page);
  });

  test("the composer's リンク opens the portal's dialog, focused, and gives focus back to the editor", async ({
    page,
  }) => {
    const { account, threadId } = await agencyWithThread('株式会社リンク', {
      title: '会場の地図',
      content: '地図をお送りください。',
    });
    await logInAs(page, '25', account);
    await page.goto(`/25/employment-agency/chat/conversation/${threadId}`);
    const editor = page.getByRole('textbox', { name: 'メッセージ' });
    await editor.click();
    await page.keyboard.type('地図：');
    let prompted = false;
    page.on('dialog', (dialog) => {
      prompted = true;
      void dialog.dismiss();
    });
    await page
      .getByRole('toolbar', { name: '書式' })
      .getByRole('button', { name: 'リンク' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'リンクを挿入' });
    const address = dialog.getByRole('textbox', { name: 'リンク先のURL' });
    await expect(address).toBeFocused();
    await checkScreen(page);
    await address.fill('map.example/tokyo');
    await address.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(editor).toBeFocused();
    await expect(editor.getByRole('link', { name: 'https://map.example/tokyo' })).toBeVisible();
    expect(prompted).toBe(false);
  });
});
