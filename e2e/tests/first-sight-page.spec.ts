// The first sight of a deep link (issue 31; api/src/plugins/first-sight.ts), on the composed
// production build: a job page and a candidate page opened with a session come rendered by the
// api — the frame, the page and its data — so they show before any script has arrived; the
// shell then takes them over (shell/src/app/prerender-takeover.ts) without asking again for any
// of the answers the page came with, and the page works as usual.
import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../pages/portal';
import { atEachScreen, expectAccessible, expectFitsViewport } from '../support/a11y';
import { recordGets } from '../support/api-gets';
import { agencyCall, referredCandidate } from '../support/agency-api';

/** Holds every script back until `release` is called: what shows meanwhile is the HTML's. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** The page and the errors it throws or logs. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * The first render after the api starts also loads the render's code: asked for once before the
 * test, like every page of a server that has been running a while.
 */
async function warm(page: Page, url: string) {
  await page.request.get(url, { headers: { accept: 'text/html' } });
}

atEachScreen(90_000, () => {
  test.beforeEach(async ({ page }) => {
    await logInAs(page);
  });

  test('a job page shows from its HTML with its data, then works without asking again', async ({
    page,
  }) => {
    const [job] = await agencyCall<{ id: number; jobName: string }[]>(page, 'GET', '/jobs');
    const url = `/25/employment-agency/jobs/info/${job!.id}`;
    await warm(page, url);
    const errors = errorsOf(page);
    const release = await holdScripts(page);
    const gets = recordGets(page);
    const answer = page.waitForResponse((response) => response.url().endsWith(url));
    await page.goto(url, { waitUntil: 'commit' });
    expect((await answer).headers()['cache-control']).toBe('private, no-store');

    // No script has run: the frame and the job, from the HTML.
    const prerendered = page.locator('#prerender');
    await expect(prerendered.getByRole('heading', { level: 1, name: job!.jobName })).toBeVisible();
    // Its buttons wait for the scripts (a link works as a link).
    await expect(prerendered.getByRole('button', { name: '一括紹介' })).toBeDisabled();
    await expectFitsViewport(page);
    await expectAccessible(page);

    release();
    await expect(prerendered).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: job!.jobName })).toBeVisible();
    await expect(page.getByRole('button', { name: '一括紹介' })).toBeEnabled();
    await expect(page.getByText(/読み込み中/)).toHaveCount(0);
    await page.waitForTimeout(1000);
    // The answers came with the page: the job, its candidates and the job list beside it.
    expect(gets.filter((get) => get.startsWith(`/jobs/${job!.id}`))).toEqual([]);
    expect(gets.filter((get) => get.startsWith('/jobs?'))).toEqual([]);
    expect(errors).toEqual([]);

    // The live page is the page: a click goes where it should.
    await page.getByRole('link', { name: '手入力で紹介する' }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/info/${job!.id}/refer/new-applicant$`));
  });

  test('a candidate page shows from its HTML with its data, then works without asking again', async ({
    page,
  }) => {
    const { applicantId, jobId, candidateId } = await referredCandidate(page);
    const applicant = await agencyCall<{ fullNameKanji: string }>(
      page,
      'GET',
      `/applicants/${applicantId}`,
    );
    const url = `/25/employment-agency/applicants/${applicantId}/jobs/${jobId}/${candidateId}`;
    await warm(page, url);
    const errors = errorsOf(page);
    const release = await holdScripts(page);
    const gets = recordGets(page);
    await page.goto(url, { waitUntil: 'commit' });

    const prerendered = page.locator('#prerender');
    await expect(prerendered.getByRole('tab', { name: 'メッセージ' })).toBeVisible();
    await expect(
      prerendered.getByRole('heading', { level: 1 }).filter({ hasText: applicant.fullNameKanji }),
    ).not.toHaveCount(0);
    await expect(prerendered.getByRole('tab', { name: 'メッセージ' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectFitsViewport(page);
    await expectAccessible(page);

    release();
    await expect(prerendered).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'メッセージ' })).toBeVisible();
    await expect(page.getByText(/読み込み中/)).toHaveCount(0);
    await page.waitForTimeout(1000);
    expect(gets.filter((get) => get.startsWith(`/candidates/${candidateId}`))).toEqual([]);
    expect(gets.filter((get) => get.startsWith(`/applicants/${applicantId}`))).toEqual([]);
    expect(errors).toEqual([]);

    await page.getByRole('tab', { name: '紹介情報' }).click();
    await expect(page.getByRole('tab', { name: '紹介情報' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

test('without a session, a job page is the plain page (the login follows)', async ({ page }) => {
  const answer = await page.request.get('/25/employment-agency/jobs/info/1', {
    headers: { accept: 'text/html' },
  });
  expect(answer.headers()['cache-control']).toBe('no-cache');
  expect(await answer.text()).not.toContain('id="prerender"');
});
