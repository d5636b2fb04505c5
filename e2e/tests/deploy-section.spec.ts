// A new section ships without a shell build (issue 29): the shell learns its sections at run time
// from the registry (/remotes.json: the section.json of each served remote version). On the
// running e2e stack, the dashboard is first taken out of the pointer (the stack as it was before
// the dashboard existed); `npm run deploy -- remote-dashboard` then adds ダッシュボード to the
// sidebar on the next page load with its pages working, and taking it out again removes it. The
// shell's files are byte-identical throughout, and they name neither the remote nor the section.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { Shell, logInAs } from '../pages/portal';
import { baseURL, stopRemote } from '../support/stack';
import { deployRemote, removeCopies, savePointer, withdrawRemote } from '../support/deploy';

const ROOT = path.resolve(__dirname, '../..');
const SHELL_DIST = path.join(ROOT, 'shell/dist');

/** Every file of the shell's build with the hash of its bytes. */
function shellFiles(): Record<string, string> {
  const files = readdirSync(SHELL_DIST, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  return Object.fromEntries(
    files
      .sort()
      .map((file) => [
        path.relative(SHELL_DIST, file),
        createHash('sha256').update(readFileSync(file)).digest('hex'),
      ]),
  );
}

const registry = async (): Promise<Record<string, unknown>> =>
  (await fetch(`${baseURL}/remotes.json`)).json();

async function sidebarNames(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'メインメニュー' }).first();
  await expect(nav.getByRole('link').first()).toBeVisible();
  // The label, without a badge's text.
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.split('\n')[0].trim());
}

test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.beforeAll(() => savePointer());
test.afterAll(() => removeCopies());

test('ダッシュボード is deployed into a running stack and rolled back, the shell untouched', async ({
  page,
  browser,
}) => {
  const before = shellFiles();
  // Nothing of the dashboard is compiled into the shell: it can only come from the registry.
  const shellText = Object.keys(before)
    .filter((file) => /\.(js|html)$/.test(file))
    .map((file) => readFileSync(path.join(SHELL_DIST, file), 'utf8'))
    .join('\n');
  expect(shellText).not.toContain('remote_dashboard');
  expect(shellText).not.toContain('ダッシュボード');

  // The stack before the dashboard existed.
  withdrawRemote('remote-dashboard');
  expect((await registry()).remote_dashboard).toBeUndefined();
  await logInAs(page);
  const shell = new Shell(page);
  expect(await sidebarNames(page)).not.toContain('ダッシュボード');
  await page.goto('/25/employment-agency/dashboard/tasks');
  await page.waitForURL('**/25/employment-agency/infos');

  // npm run deploy -- remote-dashboard: built alone, published, the pointer switched.
  const version = deployRemote('remote-dashboard');
  const deployed = await registry();
  expect(deployed.remote_dashboard).toContain(`/${version}/mf-manifest.json`);
  expect(deployed.sections).toEqual([expect.objectContaining({ remote: 'remote_dashboard' })]);

  // A new page load: ダッシュボード at the top of the sidebar, its pages work.
  await page.goto('/25/employment-agency/infos');
  expect((await sidebarNames(page))[0]).toBe('ダッシュボード');
  // Its badge (the registry names the count): the demo has overdue tasks.
  await expect(shell.sidebarLink(/ダッシュボード/)).toContainText('期限切れのやることがあります');
  await shell.sidebarLink(/ダッシュボード/).click();
  await page.waitForURL('**/25/employment-agency/dashboard/tasks');
  await expect(page.getByRole('heading', { name: 'ダッシュボード', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'やること', level: 2 })).toBeVisible();
  await expect(shell.sidebarLink(/ダッシュボード/)).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: '回答待ち' }).click();
  await expect(page.getByRole('heading', { name: '回答待ち', level: 2 })).toBeVisible();
  await page.getByRole('link', { name: '実績' }).click();
  await expect(page.getByRole('heading', { name: '実績', level: 2 })).toBeVisible();
  // A deep link loads the section's remote from the page's registry too.
  await page.goto('/25/employment-agency/dashboard/waiting');
  await expect(page.getByRole('heading', { name: '回答待ち', level: 2 })).toBeVisible();

  // Its remote down (a browser without its files cached): the fallback on its page, the rest of
  // the portal works.
  const restart = await stopRemote('remote_dashboard');
  const fresh = await browser.newContext({ storageState: await page.context().storageState() });
  const other = await fresh.newPage();
  await other.goto('/25/employment-agency/dashboard/tasks');
  await expect(
    other.getByText('画面を読み込めませんでした。時間をおいて再度お試しください。'),
  ).toBeVisible();
  await new Shell(other).sidebarLink('各種設定').click();
  await expect(other.getByRole('heading', { name: '各種設定', level: 1 })).toBeVisible();
  await fresh.close();
  await restart();

  // The rollback to before it existed: gone from the sidebar on the next page load.
  withdrawRemote('remote-dashboard');
  expect((await registry()).sections).toEqual([]);
  await page.goto('/25/employment-agency/infos');
  expect(await sidebarNames(page)).not.toContain('ダッシュボード');
  await page.goto('/25/employment-agency/dashboard/tasks');
  await page.waitForURL('**/25/employment-agency/infos');

  expect(shellFiles()).toEqual(before);
});
