// The job page's 候補者一覧 on an agency with 10,000 applicants (issue 17 item 8), on the composed
// build at 1280 and 390 px: the picker pages GET /applicants 50 at a time and renders only the
// rows in view, the name filter searches on the server, choosing one enables この求人に紹介する,
// which opens the referral form of that applicant. The demo agency is topped up to 10,000
// applicants by a bulk referral unless the stack was started with the scale seed
// (`npm start -- --scale 10000`, SEED_SCALE=10000).
import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../pages/portal';
import { DESKTOP, PHONE, expectAccessible, expectFitsViewport, settle } from '../support/a11y';
import { jobForDemo } from '../support/jobs-console';
import { bulkCsv } from '../support/bulk';
import { agencyCall } from '../support/agency-api';

const SCALE = 10_000;

interface Job {
  jobId: number;
  jobName: string;
}

const applicantTotal = async (page: Page) =>
  (await agencyCall<{ total: number }>(page, 'GET', '/applicants?limit=1')).total;

/** Up to 10,000 applicants: the rest as new applicants of one bulk referral to the job. */
async function topUpApplicants(page: Page, job: Job): Promise<void> {
  const missing = SCALE - (await applicantTotal(page));
  if (missing <= 0) return;
  const csv = bulkCsv(missing, {
    lastName: '規模',
    lastNameKana: 'キボ',
    phonePrefix: '080',
    emailPrefix: 'scale',
  });
  await agencyCall(page, 'POST', `/jobs/${job.jobId}/candidates-bulk-store`, {
    csv: { name: 'scale.csv', text: csv },
  });
  // About 15 s on a quiet machine; a busy one (CI) has taken 4 minutes.
  await expect
    .poll(() => applicantTotal(page), { timeout: 420_000, intervals: [2_000] })
    .toBeGreaterThanOrEqual(SCALE);
}

let job: Job;
let chosen: { id: number; name: string; sei: string };

test.describe.configure({ mode: 'serial', timeout: 480_000 });

test.beforeAll(async ({ browser }) => {
  job = await jobForDemo();
  const page = await browser.newPage();
  await logInAs(page);
  await topUpApplicants(page, job);
  const stamp = String(Date.now()).slice(-6);
  const sei = '指名';
  const created = await agencyCall<{ id: number; fullNameKanji: string }>(
    page,
    'POST',
    '/applicants',
    {
      json: {
        seiKanji: sei,
        meiKanji: `選子${stamp}`,
        seiKana: 'シメイ',
        meiKana: 'エラコ',
        email: `picker${stamp}@example.jp`,
        phone: '090-5555-0000',
        directMessageFlag: false,
      },
    },
  );
  chosen = { id: created.id, name: created.fullNameKanji, sei };
  await page.close();
});

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`at ${viewport.width}px (${name}) the picker filters 10,000 applicants by name, and この求人に紹介する opens the referral form`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const applicantRequests: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/employment-agency/api/applicants')) applicantRequests.push(url);
    });
    await logInAs(page);
    await page.goto(`/25/employment-agency/jobs/info/${job.jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: job.jobName })).toBeVisible();
    const refer = page.getByRole('button', { name: 'この求人に紹介する' });
    await expect(refer).toBeDisabled();

    await page.getByRole('button', { name: '候補者を紹介する' }).click();
    const picker = page.getByRole('complementary', { name: '候補者一覧' });
    await expect(picker.getByText(/^\d{1,3}(,\d{3})+件$/)).toBeVisible();
    const total = Number((await picker.getByText(/件$/).innerText()).replace(/[^\d]/g, ''));
    expect(total).toBeGreaterThanOrEqual(SCALE);
    const list = picker.getByRole('list', { name: '候補者一覧' });
    await expect(list.getByRole('button').first()).toBeVisible();
    // Only the rows in view are in the page, and only pages of 50 were asked for.
    expect(await list.getByRole('button').count()).toBeLessThan(60);
    expect(applicantRequests.every((url) => url.searchParams.get('limit') === '50')).toBe(true);
    // Scrolling far down loads further pages, still without every applicant.
    await page.getByTestId('applicant-picker-scroller').evaluate((el) => el.scrollBy(0, 4000));
    await expect.poll(() => applicantRequests.length).toBeGreaterThan(1);
    expect(applicantRequests.length).toBeLessThan(20);
    expect(await list.getByRole('button').count()).toBeLessThan(60);
    await expectFitsViewport(page);

    // The name filter searches on the server.
    await picker.getByRole('searchbox', { name: '名前で絞り込み' }).fill(chosen.name);
    await expect(picker.getByText('1件', { exact: true })).toBeVisible();
    expect(applicantRequests.at(-1)?.searchParams.get('keyword')).toBe(chosen.name);
    const choice = list.getByRole('button', { name: chosen.name });
    await expect(choice).toBeVisible();
    // Chosen with the keyboard: Tab from the filter reaches the back button, then the row.
    await picker.getByRole('searchbox', { name: '名前で絞り込み' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(choice).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
    await settle(page);
    await expectAccessible(page);
    await expectFitsViewport(page);

    const link = page.getByRole('link', { name: 'この求人に紹介する' });
    await expect(link).toBeEnabled();
    await link.click();
    await page.waitForURL(`**/25/employment-agency/jobs/info/${job.jobId}/refer/${chosen.id}`);
    await expect(page.getByRole('heading', { name: '紹介情報登録' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '姓（漢字）' })).toHaveValue(chosen.sei);
  });
}
