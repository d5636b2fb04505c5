// Security headers in `npm start` (the api serves the shell's pages and answers): a
// Content-Security-Policy that allows scripts only from the portal and the remotes' origins,
// and the other headers, on every page and api answer; login and every section work under it
// with no securitypolicyviolation. (The gateway's copy: e2e/topology.)
import { expect, test } from '@playwright/test';
import { logInAs } from '../pages/portal';
import { E2E_PORT, baseURL } from '../support/stack';

const SECTIONS = ['infos', 'chat', 'jobs', 'applicants', 'events', 'settings'];

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/^script-src 'self' http:\/\/localhost:\d+/);
  // Every remote's own origin, and nothing looser.
  for (let i = 1; i <= 6; i++) expect(csp).toContain(`http://localhost:${E2E_PORT + i}`);
  expect(csp).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'|\*/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('permissions-policy')).toMatch(/camera=\(\)/);
  // Plain HTTP here: HSTS only where the portal is served over HTTPS.
  expect(headers.get('strict-transport-security')).toBeNull();
}

test('every page and api answer carries the security headers', async () => {
  const page = await fetch(`${baseURL}/25/employment-agency/login`, {
    headers: { accept: 'text/html' },
  });
  expect(page.status).toBe(200);
  expectSecurityHeaders(page.headers);
  // The page has no inline script that runs (only the JSON of the remotes' manifests).
  const html = await page.text();
  for (const [, attrs] of html.matchAll(/<script([^>]*)>(?!<\/script>)/g)) {
    expect(attrs).toMatch(/type="application\/json"|src=/);
  }
  for (const url of [
    '/remotes.json',
    '/sanctum/csrf-cookie?id=25',
    '/25/employment-agency/api/sidebar/badges',
    '/25/employment-agency/api/no-such-route',
  ]) {
    const answer = await fetch(`${baseURL}${url}`);
    expectSecurityHeaders(answer.headers);
  }
});

test('login and every section work under the CSP: no securitypolicyviolation', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  await logInAs(page);
  for (const section of SECTIONS) {
    await page.goto(`/25/employment-agency/${section}`);
    await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
    await expect(page.getByRole('main')).not.toBeEmpty();
  }
  // A script injected the way a hostile announcement would try it is refused by the policy.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();
  expect(violations.filter((v) => !v.startsWith('script-src-elem inline'))).toEqual([]);
  expect(violations.some((v) => v.startsWith('script-src-elem inline'))).toBe(true);
});
