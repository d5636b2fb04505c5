// Issue 21 on the composed build, at 1280 and 390 px (the browser in New York, so Tokyo time is
// the app's own doing): a referral sent by the sub-account 田中 翔太 shows its receipt — 推薦日時
// to the second in Tokyo and the sender — on the candidate's 紹介情報 tab (推薦受付票, which the
// print stylesheet leaves alone on the page) and in the job's 紹介済み候補者一覧. 重複をまとめる is
// the main account's: a sub-account does not see the button, the main account does.
import { expect, test } from '@playwright/test';
import { DEMO_STAFF } from '../../api/src/seed/demo-data';
import { logInAs } from '../pages/portal';
import {
  SCREENS,
  checkScreen,
  expectAccessible,
  expectFitsViewport,
  settle,
} from '../support/a11y';
import {
  demoAgencyId,
  fullWidth,
  identityConsole,
  randomDigits,
} from '../support/identity-console';
import { jobForDemo, listCandidates, referToJob } from '../support/jobs-console';
import { agencyCall } from '../support/agency-api';
import { tokyoSeconds } from '../support/tokyo';

const STAFF = DEMO_STAFF[0];
const asStaff = { userId: STAFF.userId, password: STAFF.password };

for (const [name, viewport] of SCREENS) {
  test.describe(`at ${viewport.width}px (${name})`, () => {
    test.use({ viewport, timezoneId: 'America/New_York' });
    test.describe.configure({ timeout: 120_000 });

    test('a referral shows 推薦日時 (Tokyo, to the second) and its sender, and prints its receipt', async ({
      page,
    }) => {
      const job = await jobForDemo();
      await logInAs(page, '25', asStaff);
      const digits = randomDigits();
      await referToJob(page, job.jobId, {
        sei: '受付',
        mei: `花子${digits.slice(-3)}`,
        seiKana: 'ウケツケ',
        meiKana: 'ハナコ',
        mobileNumber: `080${digits}`,
        pcEmail: `receipt.${digits}@example.jp`,
      });
      const [candidate] = await listCandidates(job.agencyId, job.jobId);
      const info = (await agencyCall(page, 'GET', `/candidates/${candidate.id}`)) as {
        receipt: { referredAt: string; referredBy: string | null };
      };
      expect(info.receipt.referredBy).toBe(STAFF.name);
      const referredAt = tokyoSeconds(info.receipt.referredAt);

      // The candidate's 紹介情報 tab: 推薦受付票.
      await page.goto(
        `/25/employment-agency/applicants/${candidate.applicantId}/jobs/${job.jobId}/${candidate.id}`,
      );
      await page.getByRole('tab', { name: '紹介情報' }).click();
      const receipt = page.getByRole('region', { name: '推薦受付票' });
      await expect(receipt.getByTestId('referred-at')).toHaveText(referredAt);
      await expect(receipt.getByTestId('referred-by')).toHaveText(STAFF.name);
      await expect(receipt).toContainText(job.jobName);
      await expect(receipt.getByRole('button', { name: '推薦受付票を印刷' })).toBeVisible();
      await checkScreen(page);

      // Printed (or saved as PDF): the receipt alone, the portal's header and tabs hidden.
      const header = page.getByRole('banner');
      const tabs = page.getByRole('tablist');
      await expect(header).toBeVisible();
      await expect(tabs).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(receipt.getByTestId('referred-at')).toBeVisible();
      await expect(receipt.getByTestId('referred-by')).toBeVisible();
      await expect(page.getByRole('banner', { includeHidden: true })).toBeHidden();
      await expect(page.getByRole('tablist', { includeHidden: true })).toBeHidden();
      await expect(
        page.getByRole('navigation', { name: 'メインメニュー', includeHidden: true }),
      ).toBeHidden();
      await expect(receipt.getByRole('button', { includeHidden: true })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
      await expect(header).toBeVisible();

      // The job's 紹介済み候補者一覧.
      await page.goto(`/25/employment-agency/jobs/info/${job.jobId}`);
      const sidebar = page.getByRole('complementary', { name: '紹介済み候補者一覧' });
      await expect(sidebar.getByRole('listitem').filter({ hasText: '受付 花子' })).toContainText(
        `推薦日時 ${referredAt}（${STAFF.name}）`,
      );
      await checkScreen(page);
    });

    test('重複をまとめる is not offered to a sub-account, and is to the main account', async ({
      page,
      browser,
    }) => {
      const digits = randomDigits();
      const stored = await identityConsole.createApplicant({
        agencyId: await demoAgencyId(),
        seiKanji: '髙橋',
        meiKanji: `次郎${digits.slice(-4)}`,
        seiKana: 'タカハシ',
        meiKana: 'ジロウ',
        phone: fullWidth(`090-${digits.slice(0, 4)}-${digits.slice(4)}`),
        email: `jiro.${digits}@example.jp`,
      });
      await logInAs(page, '25', asStaff);
      const account = page.waitForResponse((r) => r.url().endsWith('/api/settings/account'));
      await page.goto(`/25/employment-agency/applicants/${stored.id}/jobs`);
      expect((await (await account).json()).data.accountKind).toBe('sub');
      await expect(page.getByText(`髙橋 次郎${digits.slice(-4)} さん`)).toBeVisible();
      await expect(page.getByRole('link', { name: '候補者情報を編集' })).toBeVisible();
      await settle(page);
      await expect(page.getByRole('button', { name: '重複をまとめる' })).toHaveCount(0);
      await expectFitsViewport(page);
      await expectAccessible(page);

      const main = await browser.newContext({ viewport });
      const mainPage = await main.newPage();
      try {
        await logInAs(mainPage, '25');
        await mainPage.goto(`/25/employment-agency/applicants/${stored.id}/jobs`);
        await expect(mainPage.getByRole('button', { name: '重複をまとめる' })).toBeVisible();
      } finally {
        await main.close();
      }
    });
  });
}
