// The job preview: data from localStorage jobPreviewData (removed on leaving), no request to the
// server, and the whole shell ignores pointer input.
import { expect, test } from '@playwright/test';

const DATA = {
  jobName: 'プレビュー求人 営業職',
  companyName: '株式会社プレビュー',
  recruitmentStartDate: '2026-12-01 00:00',
  area: '大阪府',
  recruiter: '人事部 田中',
  remuneration: '年収500万円〜',
  workLocation: '大阪市北区',
};

for (const siteId of ['25', 'mid']) {
  test(`preview/job on ${siteId}: shown from local storage, inert and silent`, async ({ page }) => {
    await page.goto('/remotes.json');
    await page.evaluate(
      (data) => localStorage.setItem('jobPreviewData', JSON.stringify(data)),
      DATA,
    );
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (
        request.url().includes('/employment-agency/api/') ||
        request.url().includes('/sanctum/')
      ) {
        apiCalls.push(request.url());
      }
    });
    await page.goto(`/${siteId}/employment-agency/preview/job`);
    await expect(page.getByRole('heading', { name: 'プレビュー求人 営業職' })).toBeVisible();
    await expect(page.getByText('人事部 田中')).toBeVisible();
    if (siteId === 'mid') await expect(page.getByText('年収500万円〜')).toBeVisible();
    else await expect(page.getByText('年収500万円〜')).toBeHidden();
    const button = page.getByRole('button', { name: '手入力で紹介する' });
    await expect(button).toHaveCSS('pointer-events', 'none');
    await expect(button.click({ timeout: 1000 })).rejects.toThrow();
    await page.waitForTimeout(500);
    expect(apiCalls).toEqual([]);
    await page.goto('/remotes.json');
    expect(await page.evaluate(() => localStorage.getItem('jobPreviewData'))).toBeNull();
  });
}
