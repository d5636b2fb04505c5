// jobs/info/{jobId}/new-candidate/{applicantId} on the composed build (remote-jobs' job page links
// to remote-applicants' page through the shell), at 1280 and 390 px: from the job page's 候補者一覧
// the applicant's 詳細 opens the job's summary beside their contact and messages — every
// referral's thread, newest first, a company message among them — and a message sent from the
// composer (on the latest thread) appears in it. axe finds no serious or critical violation.
import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../pages/portal';
import { DESKTOP, PHONE, expectAccessible, expectFitsViewport, settle } from '../support/a11y';
import { candidateConsole } from '../support/applicants-console';
import { jobForDemo, listCandidates } from '../support/jobs-console';

interface Referral {
  job: { id: number; name: string; companyName: string } | null;
  candidate: { id: number; isCandidate: boolean; isTmpCandidate: boolean };
}

/** GET through the logged-in page's own session. */
const apiGet = <T>(page: Page, path: string): Promise<T> =>
  page.evaluate(async (path) => {
    const response = await fetch(`/25/employment-agency/api${path}`, {
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()).data;
  }, path);

let job: { agencyId: number; jobId: number; jobName: string };
let applicant: { id: number; name: string; latest: Referral; referrals: Referral[] };

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ browser }) => {
  // A job of a new company: no demo applicant has been referred to it yet.
  job = await jobForDemo();
  const page = await browser.newPage();
  await logInAs(page);
  // A demo applicant referred to two jobs or more (their threads come newest first), found from
  // the demo jobs' candidates: other suites may have added thousands of newer applicants.
  const jobs = await apiGet<{ id: number }[]>(page, '/jobs');
  const referred = new Map<number, number>();
  for (const { id } of jobs.slice(0, 40)) {
    for (const candidate of await listCandidates(job.agencyId, id)) {
      if (candidate.applicantId !== null) {
        referred.set(candidate.applicantId, (referred.get(candidate.applicantId) ?? 0) + 1);
      }
    }
  }
  for (const [id, count] of referred) {
    if (count < 2) continue;
    const referrals = (await apiGet<Referral[]>(page, `/applicants/${id}/candidates`)).filter(
      (entry) => entry.job && entry.candidate.isCandidate && !entry.candidate.isTmpCandidate,
    );
    if (referrals.length < 2) continue;
    const { fullNameKanji } = await apiGet<{ fullNameKanji: string }>(page, `/applicants/${id}`);
    applicant = { id, name: fullNameKanji, latest: referrals[0], referrals };
    break;
  }
  if (!applicant) throw new Error('no demo applicant with two referrals');
  await page.close();
});

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`at ${viewport.width}px (${name}) 候補者一覧 opens the applicant beside the job with their messages, and one is sent`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const fromCompany = `企業からの連絡 ${name} ${Date.now()}`;
    await candidateConsole.sendMessage(applicant.latest.candidate.id, fromCompany);
    await logInAs(page);
    await page.goto(`/25/employment-agency/jobs/info/${job.jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: job.jobName })).toBeVisible();

    await page.getByRole('button', { name: '候補者を紹介する' }).click();
    const picker = page.getByRole('complementary', { name: '候補者一覧' });
    await picker.getByRole('searchbox', { name: '名前で絞り込み' }).fill(applicant.name);
    // This applicant's 詳細 (another may have the same name).
    const detail = picker
      .getByRole('link', { name: new RegExp(`^${applicant.name}の ?詳細$`) })
      .and(picker.locator(`[href$="/new-candidate/${applicant.id}"]`));
    await expect(detail).toBeVisible();
    await detail.click();
    await page.waitForURL(
      `**/25/employment-agency/jobs/info/${job.jobId}/new-candidate/${applicant.id}`,
    );

    await expect(page.getByRole('heading', { level: 1, name: applicant.name })).toBeVisible();
    await expect(page.getByRole('complementary', { name: '求人情報' })).toContainText(job.jobName);
    const messages = page.getByRole('region', { name: 'メッセージ' });
    const threads = messages.getByRole('heading', { level: 3 });
    await expect(threads).toHaveCount(applicant.referrals.length);
    await expect(threads.first()).toContainText(applicant.latest.job!.name);
    const latest = messages.getByRole('log').first();
    await expect(latest.getByText(fromCompany)).toBeVisible();
    // One composer: the latest referral's.
    await expect(messages.getByRole('textbox')).toHaveCount(1);
    await settle(page);
    await expectFitsViewport(page);
    await expectAccessible(page);

    const reply = `ご連絡ありがとうございます ${name} ${Date.now()}`;
    await messages.getByRole('textbox').fill(reply);
    await messages.getByRole('button', { name: '送信' }).click();
    await expect(page.getByText('メッセージを作成しました')).toBeVisible();
    await expect(latest.getByText(reply)).toBeVisible();
    await settle(page);
    await expectAccessible(page);
  });
}
