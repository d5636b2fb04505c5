// ダッシュボード on the composed build against the real api (issue 29), at 1280 and 390 px with axe:
// やること (complete with the keyboard, focus kept, undo from the toast; a task made by hand),
// 回答待ち (催促する opens the candidate's message composer with the chase-up), 実績 (a number
// opens its referrals, then the candidate page; the chart; the CSV of what is shown).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../pages/portal';
import {
  checkScreen,
  expectAccessible,
  expectFitsViewport,
  SCREENS,
  settle,
} from '../support/a11y';
import { agencyCall } from '../support/agency-api';
import { consoleCall } from '../support/console';
import { tokyoDay } from '../support/tokyo';

interface ApplicantPage {
  items: { id: number; fullNameKanji: string }[];
}

/** A task of my own, overdue since yesterday, on the first applicant of the demo. */
async function overdueTask(page: Page, title: string) {
  const applicants = await agencyCall<ApplicantPage>(page, 'GET', '/applicants?limit=1');
  const applicant = applicants.items[0];
  await agencyCall(page, 'POST', '/dashboard/tasks', {
    json: { applicantId: applicant.id, title, dueAt: `${tokyoDay(-1).date}T10:00`, note: '' },
  });
  return applicant;
}

for (const [screen, viewport] of SCREENS) {
  test.describe(`ダッシュボード at ${screen}`, () => {
    test.describe.configure({ timeout: 90_000 });
    test.use({ viewport });

    test('やること: complete with the keyboard, focus kept, undo, and a task made by hand', async ({
      page,
    }) => {
      await logInAs(page);
      const title = `E2E 期限切れ確認 ${screen}`;
      const applicant = await overdueTask(page, title);
      await page.goto('/25/employment-agency/dashboard/tasks');
      const overdue = page.getByRole('region', { name: /^期限切れ（\d+件）$/ });
      await expect(overdue.getByText(title)).toBeVisible();
      await checkScreen(page);

      const box = page.getByRole('checkbox', { name: `「${title}」を完了にする` });
      await box.focus();
      await page.keyboard.press('Space');
      await expect(page.getByText(title, { exact: true })).toHaveCount(0);
      // Focus stays in the list, on another task.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const active = document.activeElement as HTMLInputElement | null;
            return active?.type === 'checkbox' ? (active.getAttribute('aria-label') ?? '') : '';
          }),
        )
        .toMatch(/を完了にする$/);
      await expect(page.getByText(`「${title}」を完了にしました`)).toBeVisible();
      await page.getByRole('button', { name: '元に戻す' }).click();
      await expect(page.getByText(`「${title}」を未完了に戻しました`)).toBeVisible();
      await expect(overdue.getByText(title)).toBeVisible();

      // By hand: the applicant found by name, the owner me, due today.
      const own = `E2E 手動のやること ${screen}`;
      await page.getByRole('button', { name: 'やることを追加' }).click();
      const dialog = page.getByRole('dialog', { name: 'やることを追加' });
      await dialog.getByRole('searchbox', { name: '候補者を検索' }).fill(applicant.fullNameKanji);
      const choice = dialog.getByRole('combobox', { name: /^候補者(?!を)/ });
      await expect(
        choice.locator('option', { hasText: applicant.fullNameKanji }).first(),
      ).toBeAttached();
      await choice.selectOption(String(applicant.id));
      await dialog.getByLabel(/タイトル/).fill(own);
      await dialog.getByLabel(/メモ/).fill('E2E のメモ');
      await settle(page);
      await expectFitsViewport(page);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: '追加する' }).click();
      await expect(page.getByText('やることを追加しました')).toBeVisible();
      await expect(dialog).toBeHidden();
      const made = page.getByRole('listitem').filter({ hasText: own });
      await expect(made).toBeVisible();
      await expect(made).toContainText('E2E のメモ');
      await expect(made).toContainText(applicant.fullNameKanji);
    });

    test('回答待ち: 催促する opens the candidate composer with the chase-up', async ({ page }) => {
      // The 9:00 run marks the referrals past their threshold (the api runs it each business day):
      // run for a day a month ahead, so the demo's referrals have waited long enough.
      const at = new Date(Date.now() + 30 * 86_400_000).toISOString();
      await consoleCall('POST', '/waiting/run', { at });
      await logInAs(page);
      await page.goto('/25/employment-agency/dashboard/waiting');
      const list = page.getByRole('list', { name: '回答待ち' });
      await expect(list.getByText(/^企業回答待ち \d+日$/).first()).toBeVisible();
      await checkScreen(page);
      const chase = list.getByRole('button', { name: /さんの紹介先企業に催促する$/ }).first();
      await chase.click();
      await page.waitForURL(/\/25\/employment-agency\/applicants\/\d+\/jobs\/\d+\/\d+$/);
      const composer = page.getByRole('textbox', { name: /メッセージ/ }).first();
      await expect(composer).toContainText('採用ご担当者様');
      await expect(composer).toContainText('営業日が経過しておりますので');
    });

    test('実績: a number opens its referrals and the candidate page; chart and CSV', async ({
      page,
    }) => {
      await logInAs(page);
      await page.goto('/25/employment-agency/dashboard/funnel');
      const table = page.getByRole('table', { name: /の実績$/ });
      await expect(table).toBeVisible();
      // The month with referrals: this one or one of the trend's (the demo's referrals are older).
      const month = page.getByLabel('対象月');
      const opener = table.getByRole('button', { name: /^推薦 \d+件の紹介を見る$/ });
      for (let back = 0; back < 12 && !(await opener.count()); back += 1) {
        const [year, m] = (await month.inputValue()).split('-').map(Number);
        const previous = new Date(Date.UTC(year, m - 2, 1)).toISOString().slice(0, 7);
        await month.fill(previous);
        await expect(page.getByText('実績を読み込み中...')).toHaveCount(0);
      }
      await expect(opener).toBeVisible();
      await expect(page.locator('canvas').first()).toBeVisible();
      await checkScreen(page);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'CSVをダウンロード' }).click();
      const file = await (await download).path();
      const csv = readFileSync(file, 'utf8');
      expect(csv.startsWith('\uFEFF対象月,')).toBe(true);
      expect(csv).toContain('段階,件数,前段階からの率,滞留日数（中央値）,離脱\r\n');
      const referred = (await opener.getAttribute('aria-label'))?.match(/推薦 (\d+)件/)?.[1];
      expect(csv).toContain(`推薦,${referred},`);

      await opener.click();
      const dialog = page.getByRole('dialog', { name: '推薦の紹介' });
      await expect(dialog.getByRole('link').first()).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('link').first().click();
      await page.waitForURL(/\/25\/employment-agency\/applicants\/\d+\/jobs\/\d+\/\d+$/);
    });
  });
}
