// The Content-Security-Policy seen from the browser: its directives, every violation a page
// reports, and a walk through login and every section — a job, a candidate with the rich-text
// editor, the calendar with an event open, a file saved — that a policy must let work
// (e2e/tests/security-headers.spec.ts in npm start, e2e/topology behind the gateway).
import { expect, type Page } from '@playwright/test';
import { logInAs } from '../pages/portal';
import { agencyCall, referredCandidate } from './agency-api';

/** The policy's directives: name → sources. */
export function cspDirectives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/**
 * The portal's policy, directive by directive: everything from the portal only, scripts and
 * requests (the remotes' manifests) also from the remotes' origins, inline styles
 * (styled-components), images also as data: (the favicon), no frames, plugins, other <base>,
 * framing or form targets. Nothing looser (no '*', no 'unsafe-eval', no inline script).
 */
export function portalPolicy(remoteOrigins: string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins],
    'connect-src': ["'self'", ...remoteOrigins],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
}

/** Every CSP violation of the page from now on: its events and Chromium's console reports. */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  return violations;
}

/** The section's frame and screen are shown and every request of it has ended. */
async function shown(page: Page) {
  await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
  await expect(page.getByRole('main')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/読み込み中/)).toHaveCount(0);
}

/**
 * Logs in as the demo and opens お知らせ, メッセージ, 求人を探す, 候補者管理, 説明会・面接,
 * 各種設定, a job's page, a candidate's page with its message composer used (the rich-text
 * editor, a lazy chunk) and an event of the calendar (its modal), then saves a file the way
 * shared/src/download.ts does (a blob: link).
 */
export async function useEverySection(page: Page) {
  await logInAs(page);
  await shown(page);
  for (const section of ['infos', 'chat', 'jobs/search', 'applicants', 'events', 'settings']) {
    await page.goto(`/25/employment-agency/${section}`);
    await shown(page);
  }

  const jobs = await agencyCall<{ id: number }[]>(page, 'GET', '/jobs');
  await page.goto(`/25/employment-agency/jobs/info/${jobs[0]!.id}`);
  await shown(page);

  const { applicantId, jobId, candidateId } = await referredCandidate(page);
  await page.goto(`/25/employment-agency/applicants/${applicantId}/jobs/${jobId}/${candidateId}`);
  await shown(page);
  await page.getByRole('tab', { name: 'メッセージ' }).click();
  const editor = page.getByRole('textbox', { name: 'メッセージ' });
  await editor.click();
  await page.keyboard.type('面接のご案内');
  await expect(page.getByRole('button', { name: 'テンプレート' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(editor).toContainText('面接のご案内');

  await page.goto('/25/employment-agency/events');
  await shown(page);
  await page.locator('.fc-daygrid-event').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const download = page.waitForEvent('download');
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob(['ES'], { type: 'text/plain' }));
    link.download = 'es.txt';
    document.body.append(link);
    link.click();
    link.remove();
  });
  expect((await download).suggestedFilename()).toBe('es.txt');
}
