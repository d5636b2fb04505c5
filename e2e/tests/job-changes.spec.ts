// Issue 22 on the composed build, at 1280 and 390 px: the agency refers a candidate to a job, the
// hiring company changes the job through the console (PUT /console/api/jobs/{id}); 公開求人一覧
// marks it 変更あり and the job page lists what changed since the referral (before → after per
// field). The jobPublish key set to 1日1回まとめて受け取る in the settings gathers the change
// mail into the digest (POST /console/api/digests/run), one mail with everything since the last.
import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../pages/portal';
import { DESKTOP, PHONE, checkScreen } from '../support/a11y';
import { consoleApi, consoleCall } from '../support/console';
import { E2E_FIELDS, jobForDemo, referToJob } from '../support/jobs-console';

const DEMO_EMAIL = 'contact@agency.example';

/** A new applicant referred to the job through the agency api, with the page's own session. */
async function referNewApplicant(page: Page, jobId: number, sei: string) {
  await referToJob(page, jobId, {
    sei,
    mei: '太郎',
    seiKana: 'ヘンコウ',
    meiKana: 'タロウ',
  });
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`a job changed after the referral is marked and its changes listed (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { jobId, jobName } = await jobForDemo();
    await logInAs(page, '25');
    await referNewApplicant(page, jobId, '変更');

    const renamed = `${jobName}（改訂）`;
    const { changes } = await consoleCall<{ changes: { field: string }[] }>(
      'PUT',
      `/jobs/${jobId}`,
      {
        jobName: renamed,
        recruitmentEndAt: '2027-03-31T18:00:00+09:00',
        fields: [...E2E_FIELDS, { key: 'motivation', label: '志望動機', answerType: 2 }],
      },
    );
    expect(changes.map((change) => change.field)).toEqual([
      'jobName',
      'recruitmentEndAt',
      'fields',
    ]);

    // 公開求人一覧: the job carries 変更あり.
    await page.goto('/25/employment-agency/jobs/info');
    const list = page.getByRole('navigation', { name: '公開求人一覧' });
    const item = list.getByRole('link', { name: new RegExp(renamed.replace(/[()（）]/g, '.')) });
    await expect(item).toContainText('変更あり');
    await expect(item).toHaveAccessibleName(/前回の紹介以降に求人内容が変更されています/);
    await checkScreen(page);

    // The job page: before → after per field, since the referral.
    await item.click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    const section = page.getByRole('region', { name: /前回の紹介以降の変更内容/ });
    await expect(section).toBeVisible();
    const rows = section.getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('求人タイトル');
    await expect(rows.nth(0).locator('del')).toHaveText(jobName);
    await expect(rows.nth(0).locator('ins')).toHaveText(renamed);
    await expect(rows.nth(1)).toContainText('募集終了日時');
    await expect(rows.nth(1).locator('del')).toHaveText('（なし）');
    await expect(rows.nth(1).locator('ins')).toHaveText('2027/03/31 18:00');
    await expect(rows.nth(2)).toContainText('エントリーフォーム');
    await expect(rows.nth(2).locator('ins')).toContainText('志望動機（複数行テキスト）');
    await checkScreen(page);

    // Referring again: nothing changed since, the marker and the list are gone.
    await referNewApplicant(page, jobId, '再紹介');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByText('前回の紹介以降の変更内容')).toHaveCount(0);
  });
}

test('jobPublish as 1日1回まとめて受け取る: the change mail waits for the digest, sent once', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logInAs(page, '25');
  await page.goto('/25/employment-agency/settings');
  const row = page.getByRole('radiogroup', { name: '求人の公開' });
  await expect(row.getByRole('radio')).toHaveCount(3);
  await row.getByRole('radio', { name: '1日1回まとめて受け取る', exact: true }).check();
  await expect(page.getByText('通知設定を更新しました')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('radiogroup', { name: '求人の公開' })
      .getByRole('radio', { name: '1日1回まとめて受け取る', exact: true }),
  ).toBeChecked();
  await checkScreen(page);

  const { jobId, jobName } = await jobForDemo();
  await referNewApplicant(page, jobId, '通知');
  const before = await consoleApi.mailsTo(DEMO_EMAIL);
  await consoleCall('PUT', `/jobs/${jobId}`, { jobName: `${jobName}（締切変更）` });
  const after = await consoleApi.mailsTo(DEMO_EMAIL);
  // Not mailed at once.
  expect(after.filter((mail) => mail.subject.includes(jobName))).toHaveLength(0);
  expect(after.length).toBe(before.length);

  // The 9:00 run (triggered through the console for the test), twice: one digest. (Another suite
  // may have had a digest of its own sent to the same address already: count from here.)
  const isDigest = (mail: { subject: string }) => mail.subject.includes('通知のまとめ');
  const digestsBefore = (await consoleApi.mailsTo(DEMO_EMAIL)).filter(isDigest).length;
  const at = new Date(Date.now() + 40 * 86_400_000).toISOString();
  const first = await consoleCall<{ digests: { agencyId: number }[] }>('POST', '/digests/run', {
    at,
  });
  expect(first.digests.length).toBeGreaterThanOrEqual(1);
  const second = await consoleCall<{ digests: unknown[] }>('POST', '/digests/run', { at });
  expect(second.digests).toEqual([]);
  // Newest first: the one digest of the two runs.
  const digests = (await consoleApi.mailsTo(DEMO_EMAIL)).filter(isDigest);
  expect(digests).toHaveLength(digestsBefore + 1);
  expect(digests[0].text).toContain('■ 求人の公開（1件）');
  expect(digests[0].text).toContain(`・求人タイトル：${jobName} → ${jobName}（締切変更）`);

  // Back to the spec's choice for the other suites.
  await page
    .getByRole('radiogroup', { name: '求人の公開' })
    .getByRole('radio', { name: '受け取らない', exact: true })
    .check();
  await expect(page.getByText('通知設定を更新しました').first()).toBeVisible();
});
