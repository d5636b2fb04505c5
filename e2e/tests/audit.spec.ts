// Issue 22 on the composed build, at 1280 and 390 px: the demo's main account opens 操作履歴 from
// the settings menu, sees the trail named by staff, narrows it to one sub-account, and exports it
// as a CSV that Excel opens (UTF-8 with a BOM); the page fits and passes axe.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logInAs } from '../pages/portal';
import { DESKTOP, PHONE, expectAccessible, expectFitsViewport, settle } from '../support/a11y';

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
}
