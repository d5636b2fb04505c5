// Checks every screen spec can reuse: the page fits the screen (no sideways scrolling at 390 px),
// axe finds no serious or critical violation, and an element is fully on screen.
//
//   test.use({ viewport: PHONE });
//   await checkScreen(page); // settle, expectFitsViewport and expectAccessible
//   await expectOnScreen(page.getByRole('button', { name: '閉じる' }));
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
/** Both screens, named: `for (const [name, viewport] of SCREENS)` runs a suite at each. */
export const SCREENS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** A suite `at {width}px ({name})` per screen of SCREENS, each test `timeout` ms at most. */
export function atEachScreen(
  timeout: number,
  suite: (name: (typeof SCREENS)[number][0]) => void,
): void {
  for (const [name, viewport] of SCREENS) {
    test.describe(`at ${viewport.width}px (${name})`, () => {
      test.use({ viewport });
      test.describe.configure({ timeout });
      suite(name);
    });
  }
}

/** Resolves when every finite animation and transition of the page has ended. */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Waits until the page is at rest: no pending request, no 読み込み中 text, no toast (a toast
 * fading in or out is measured half transparent by axe; toastsAccessible checks toasts at rest)
 * and no running animation.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/読み込み中|確認しています/)).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 8_000 });
  await animationsDone(page);
}

/** The document is no wider than the window: nothing needs a sideways scroll. */
export async function expectFitsViewport(page: Page): Promise<void> {
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const width = window.innerWidth;
    // The widest element sticking out, to say what to fix when the check fails.
    let culprit = '';
    let max = width;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const right = element.getBoundingClientRect().right;
      if (right > max + 0.5) {
        max = right;
        culprit = `${element.tagName.toLowerCase()}.${element.className} (${Math.round(right)}px)`;
      }
    }
    return {
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      innerWidth: width,
      widest: culprit,
    };
  });
  expect(
    scrollWidth,
    `${page.url()} is ${scrollWidth}px wide on a ${innerWidth}px screen; widest: ${widest}`,
  ).toBeLessThanOrEqual(innerWidth);
}

/** axe-core on the whole page (open dialogs included): no serious or critical violation. */
export async function expectAccessible(page: Page, only?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (only !== undefined) builder.include(only);
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  expect(blocking, `axe on ${page.url()}`).toEqual([]);
}

/** The page at rest (settle) fits the screen and passes axe. */
export async function checkScreen(page: Page): Promise<void> {
  await settle(page);
  await expectFitsViewport(page);
  await expectAccessible(page);
}

/** The element is visible and its whole box lies inside the window (once animations ended). */
export async function expectOnScreen(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  await animationsDone(locator.page());
  const box = await locator.boundingBox();
  const size = locator.page().viewportSize();
  expect(box, 'element has a box').not.toBeNull();
  expect(size, 'page has a viewport').not.toBeNull();
  if (!box || !size) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height + 0.5);
}
