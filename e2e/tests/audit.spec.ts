// Issue 22 on the composed build, at 1280 and 390 px: the demo's main account opens 操作履歴 from
// the settings menu, sees the trail named by staff, narrows it to one sub-account, and exports it
// as a CSV that Excel opens (UTF-8 with a BOM); the page fits and passes axe. Then the trail reads
// as people read it: a notification change shows 対象：通知設定 and the modes' own words (not
// notification_settings, true / false or digest), on screen and in the CSV alike.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../pages/portal';
import {
  DESKTOP,
  PHONE,
  expectAccessible,
  expectFitsViewport,
  expectOnScreen,
  settle,
} from '../support/a11y';
import { agencyCall } from '../support/agency-api';

/** Turns メッセージ受信 off, then to the daily digest: the newest record is off → digest. */
async function switchMessageToDigest(page: Page): Promise<void> {
  const saved = await agencyCall<Record<string, { value: boolean; mode?: string }>>(
    page,
    'GET',
    '/settings/notifications',
  );
  const modes = Object.fromEntries(
    Object.entries(saved).map(([key, setting]) => [
      key,
      setting.mode ?? (setting.value ? 'immediate' : 'off'),
    ]),
  );
  await agencyCall(page, 'PUT', '/settings/notifications', { json: { ...modes, message: 'off' } });
  await agencyCall(page, 'PUT', '/settings/notifications', {
    json: { ...modes, message: 'digest' },
  });
}

for (const [name, viewport] of [
  ['1280px', DESKTOP],
  ['390px', PHONE],
] as const) {
  test(`at ${name}: the main account reads, filters and exports the audit trail`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await logInAs(page, '25');
    await page.goto('/25/employment-agency/settings');
    const menu = page.getByRole('navigation', { name: '設定メニュー' });
    await menu.getByRole('link', { name: '操作履歴' }).click();
    const section = page.getByRole('region', { name: '操作履歴' });
    await expect(section.getByRole('heading', { name: '操作履歴', level: 2 })).toBeInViewport();

    const list = section.getByRole('list', { name: '操作履歴の一覧' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'スタッフ' })).toContainText('田中 翔太');

    await section.getByLabel('スタッフ').selectOption({ label: '田中 翔太' });
    await expect(list.getByRole('listitem').first()).toContainText('操作者：田中 翔太');
    await expect(list).not.toContainText('操作者：佐藤 美咲');

    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'CSVで出力' }).click();
    const file = await (await download).path();
    const bytes = await readFile(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('田中 翔太');

    await settle(page);
    await expectFitsViewport(page);
    await expectAccessible(page);
  });

  test(`at ${name}: the trail reads as people read it, on screen and in the CSV`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await logInAs(page, '25');
    await page.goto('/25/employment-agency/settings');
    await switchMessageToDigest(page);
    const menu = page.getByRole('navigation', { name: '設定メニュー' });
    await menu.getByRole('link', { name: '操作履歴' }).click();
    const section = page.getByRole('region', { name: '操作履歴' });
    await section.getByLabel('操作', { exact: true }).selectOption({ label: '通知設定の変更' });
    const list = section.getByRole('list', { name: '操作履歴の一覧' });
    const newest = list.getByTestId('audit-entry').first();
    await expect(newest).toContainText('通知設定の変更');
    await expect(newest).toContainText('対象：通知設定');
    await expect(newest).toContainText('メッセージ受信：受け取らない → 1日1回まとめて受け取る');
    await expect(list).not.toContainText(/notification_settings|true|false|digest/);
    await newest.scrollIntoViewIfNeeded();
    await expectOnScreen(newest);

    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'CSVで出力' }).click();
    const csv = (await readFile(await (await download).path())).toString('utf8');
    const [, firstRow] = csv.split('\r\n');
    expect(firstRow).toContain(',通知設定の変更,通知設定,');
    expect(firstRow).toContain('メッセージ受信: 受け取らない');
    expect(firstRow).toContain('メッセージ受信: 1日1回まとめて受け取る');
    expect(csv).not.toMatch(/notification_settings|: (true|false)\b|\d{4}-\d{2}-\d{2}T\d{2}:/);

    await settle(page);
    await expectFitsViewport(page);
    await expectAccessible(page);
  });
}
