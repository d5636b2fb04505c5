// Security headers in `npm start` (the api serves the shell's pages and answers): a
// Content-Security-Policy that allows everything only from the portal (default-src 'self'),
// scripts and requests also from the remotes' origins, images also as data: (the favicon), no
// frames, and the other headers, on every page and api answer; login and every section — a job,
// a candidate with the rich-text editor, the calendar with an event open — work under it with
// no securitypolicyviolation. (The gateway's copy: e2e/topology.)
import { expect, test } from '@playwright/test';
import { cspDirectives, portalPolicy, recordCspViolations, useEverySection } from '../support/csp';
import { E2E_PORT, baseURL } from '../support/stack';

/** The remotes' origins in `npm start`: one port each after the portal's (seven remotes of
 * tools/webpack/apps.cjs, remote-dashboard the seventh). */
const REMOTE_ORIGINS = [1, 2, 3, 4, 5, 6, 7].map((i) => `http://localhost:${E2E_PORT + i}`);

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  // Every remote's own origin in script-src and connect-src, and nothing looser anywhere.
  expect(Object.fromEntries(cspDirectives(csp))).toEqual(portalPolicy(REMOTE_ORIGINS));
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
  test.setTimeout(90_000);
  const violations = await recordCspViolations(page);
  await useEverySection(page);
  expect(violations).toEqual([]);
});

test('a script injected into the page is refused by the policy', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto('/25/employment-agency/login');
  await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
  expect(violations).toEqual([]);
  // The way a hostile announcement would try it.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();
  await expect
    .poll(() => violations.some((v) => v.startsWith('script-src-elem inline')))
    .toBe(true);
});
