// The prerendered logged-out pages (scripts/lib/prerender.mjs, shell/src/app/prerender-takeover.ts):
// the login form paints from the page's HTML while every script is held back, the user types into
// it, and when the scripts arrive the live page takes over in place — the values (the password
// too), the checkbox, the focus and the caret kept, nothing shifted — and the login goes through
// with what was typed before and after. Every service line's login, forgot-password and welcome
// come prerendered, with their own logo.
import { expect, test, type Page, type Route } from '@playwright/test';
import { DEMO } from '../pages/portal';
import { DESKTOP, PHONE, expectAccessible } from '../support/a11y';
import { baseURL } from '../support/stack';

/** Holds every script response until release() (the page's HTML and CSS come through). */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => {
      if (released) return route.continue();
      held.push(route);
      return undefined;
    },
  );
  return {
    count: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Every layout shift from the start, with or without recent input (CLS leaves those out). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, v) => sum + v, 0),
    );
}

for (const screen of [DESKTOP, PHONE]) {
  test(`login at ${screen.width} px: typed before the scripts run, kept after the takeover`, async ({
    page,
  }) => {
    await page.setViewportSize(screen);
    const shifts = await recordShifts(page);
    const scripts = await holdScripts(page);
    await page.goto('/25/employment-agency/login', { waitUntil: 'commit' });

    const prerendered = page.locator('#prerender');
    const id = prerendered.getByLabel('メールアドレスまたはユーザーID');
    const password = prerendered.getByLabel('パスワード', { exact: true });
    await expect(id).toBeVisible();
    await expect(prerendered.getByRole('heading', { name: 'ログイン' })).toBeVisible();
    await expect(page).toHaveTitle('ログイン | 紹介会社ポータル');
    // Painted with no script run: the live root is empty, the shell's scripts are waiting.
    await expect.poll(() => scripts.count()).toBeGreaterThan(0);
    expect(await page.locator('#root').evaluate((root) => root.childElementCount)).toBe(0);
    // The static form submits nothing (no script would handle it: a GET with the password).
    await expect(prerendered.getByRole('button', { name: 'ログイン', exact: true })).toBeDisabled();
    await expectAccessible(page);

    await id.fill(DEMO.userId);
    await prerendered.getByLabel('次回から自動でログイン').check();
    await password.click();
    await page.keyboard.type('portal-demo-');
    const before = await password.boundingBox();
    const buttonBefore = await prerendered.getByRole('button', { name: 'ログイン' }).boundingBox();

    await scripts.release();
    await expect(prerendered).toHaveCount(0);
    await expect(page.locator('#prerender-style')).toHaveCount(0);

    const live = page.locator('#root');
    const livePassword = live.getByLabel('パスワード', { exact: true });
    await expect(live.getByLabel('メールアドレスまたはユーザーID')).toHaveValue(DEMO.userId);
    await expect(livePassword).toHaveValue('portal-demo-');
    await expect(livePassword).toBeFocused();
    await expect(live.getByLabel('次回から自動でログイン')).toBeChecked();
    expect(await livePassword.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(
      'portal-demo-'.length,
    );
    // The live twin stands where the static page stood.
    expect(await livePassword.boundingBox()).toEqual(before);
    expect(await live.getByRole('button', { name: 'ログイン', exact: true }).boundingBox()).toEqual(
      buttonBefore,
    );
    expect(await shifts()).toBeLessThanOrEqual(0.02);

    // The rest of the password typed into the live form, and Enter: the form holds all of it.
    await page.keyboard.type(DEMO.password.slice('portal-demo-'.length));
    expect(`${DEMO.password}`.startsWith('portal-demo-')).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/25\/employment-agency\/infos$/);
  });
}

test('every service line has its login, forgot-password and welcome prerendered', async ({
  page,
}) => {
  for (const site of ['23', '24', '25', '26', '27', '28', 'mid']) {
    for (const [route, heading] of [
      ['login', 'ログイン'],
      ['forgot-password', 'パスワード再発行'],
      ['welcome', '企業コード認証'],
    ] as const) {
      const answer = await fetch(`${baseURL}/${site}/employment-agency/${route}`, {
        headers: { accept: 'text/html' },
      });
      const html = await answer.text();
      expect(html).toContain('<div id="prerender">');
      expect(html).toContain(`>${heading}</h1>`);
      // The mid-career line shows its own logo.
      expect(html).toContain(site === 'mid' ? '中途採用' : '新卒採用');
    }
  }
  // A query that changes the logo gets the live page only.
  const chuto = await fetch(`${baseURL}/25/employment-agency/login?page=chuto`, {
    headers: { accept: 'text/html' },
  });
  expect(await chuto.text()).not.toContain('<div id="prerender">');

  // A prerendered page whose scripts come at once is taken over as soon as they ran.
  await page.goto('/mid/employment-agency/forgot-password');
  await expect(page.locator('#prerender')).toHaveCount(0);
  await page.getByLabel('メールアドレス').fill('someone@agency.example');
  await expect(page.getByRole('button', { name: 'パスワードを再発行する' })).toBeEnabled();
});

// The form paints before the shell's scripts are even asked for (scripts/lib/prerender-start.js):
// requested with the HTML, they arrived and ran before that paint and held it up.
test("the shell's scripts are asked for once the prerendered login has painted", async ({
  page,
}) => {
  await page.goto('/25/employment-agency/login');
  await expect(page.locator('#prerender')).toHaveCount(0);
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/(?:react-dom|vendors|main)\.[0-9a-f]{8}\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(scripts).toHaveLength(3);
  for (const start of scripts) expect(start).toBeGreaterThanOrEqual(paint);
});
