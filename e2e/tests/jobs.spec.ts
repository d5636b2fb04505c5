// Jobs and referral end to end: search → detail → refer a new applicant (file + employment
// history) → booking modal → the candidate in 紹介済み候補者一覧.
import { expect, test } from '@playwright/test';
import { logInAs } from '../pages/portal';
import { jobForDemo, listCandidates } from '../support/jobs-console';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

test('search, open the job, refer a new applicant with a file and a history, book later', async ({
  page,
}) => {
  const job = await jobForDemo();
  await logInAs(page);
  await page.goto('/25/employment-agency/jobs/search');
  await expect(page).toHaveTitle('求人検索 | 紹介会社ポータル');
  await page.getByLabel('求人タイトル').fill(job.jobName);
  await page.getByRole('button', { name: '適用する' }).click();
  const panel = page.getByRole('navigation', { name: '公開求人一覧' });
  await expect(panel.getByText('1件表示')).toBeVisible();
  await panel.getByRole('link', { name: new RegExp(job.jobName) }).click();
  await expect(page.getByRole('heading', { level: 1, name: job.jobName })).toBeVisible();
  await expect(page.getByText('東京都千代田区')).toBeVisible();

  await page.getByRole('link', { name: '手入力で紹介する' }).click();
  await expect(page.getByRole('heading', { name: '紹介情報登録' })).toBeVisible();
  const submit = page.getByRole('button', { name: '紹介する' });
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: '姓（漢字）' }).fill('青木');
  await page.getByRole('textbox', { name: '名（漢字）' }).fill('美咲');
  await page.getByRole('textbox', { name: 'セイ（カナ）' }).fill('アオキ');
  await page.getByRole('textbox', { name: 'メイ（カナ）' }).fill('ミサキ');
  await page.getByLabel('携帯電話番号').fill('080-2468-1357');
  await page.getByLabel('PCメールアドレス').fill(`misaki.${Date.now()}@example.jp`);
  await page.getByRole('radio', { name: '可', exact: true }).check();
  await page.getByRole('checkbox', { name: 'エンジニア' }).check();
  await page
    .getByLabel('履歴書')
    .setInputFiles({ name: '履歴書.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: '職歴を追加' }).click();
  const entry = page.getByRole('group', { name: '職歴 1' });
  await entry.getByLabel('開始年月').fill('2022-04');
  await entry.getByLabel('終了年月').fill('2024-03');
  await entry.getByLabel('会社名').fill('株式会社まちのカフェ');
  await expect(submit).toBeEnabled();
  await submit.click();

  const dialog = page.getByRole('dialog', { name: '紹介情報を登録しました' });
  await expect(dialog.getByText('続けて説明会・面接の予約を行いますか？')).toBeVisible();
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await page.waitForURL(`**/25/employment-agency/jobs/info/${job.jobId}`);
  const sidebar = page.getByRole('complementary', { name: '紹介済み候補者一覧' });
  await expect(sidebar.getByRole('link', { name: /青木 美咲/ })).toBeVisible();
  await expect(sidebar.getByText('選考前')).toBeVisible();
  expect((await listCandidates(job.agencyId, job.jobId)).map((c) => c.fullNameKanji)).toEqual([
    '青木 美咲',
  ]);
});

test('the leave guard asks before leaving a form with changes', async ({ page }) => {
  const job = await jobForDemo();
  await logInAs(page);
  await page.goto(`/25/employment-agency/jobs/info/${job.jobId}/refer/new-applicant`);
  await page.getByRole('textbox', { name: '姓（漢字）' }).fill('途中');
  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link').first().click();
  const dialog = page.getByRole('dialog', { name: 'ページを離れてよろしいですか？' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(page.getByRole('textbox', { name: '姓（漢字）' })).toHaveValue('途中');
  const unload = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.type());
      void d.accept();
    }),
  );
  await page.reload();
  expect(await unload).toBe('beforeunload');
  await expect(page.getByText(/入力途中だった内容があります/)).toBeVisible();
  await page.getByRole('button', { name: '復元する' }).click();
  await expect(page.getByRole('textbox', { name: '姓（漢字）' })).toHaveValue('途中');
});

test('the leave guard also asks before the browser back button and before logout', async ({
  page,
}) => {
  const job = await jobForDemo();
  await logInAs(page);
  await page.goto(`/25/employment-agency/jobs/info/${job.jobId}`);
  // Into the form inside the app, so that back is the app's own history (popstate).
  await page.getByRole('link', { name: '手入力で紹介する' }).click();
  const surname = page.getByRole('textbox', { name: '姓（漢字）' });
  await surname.fill('途中');
  const dialog = page.getByRole('dialog', { name: 'ページを離れてよろしいですか？' });
  // The guard takes the back button over once the form has rendered the typing (it puts an entry
  // of the form's own address on the history, shared/src/leave-guard.ts): a person's back comes
  // later than that, Playwright's can come within the same frame on a busy machine.
  await expect
    .poll(() => page.evaluate(() => window.history.state?.portalLeaveGuard === true))
    .toBe(true);

  const formUrl = page.url();
  await page.goBack();
  await expect(dialog).toBeVisible();
  expect(page.url()).toBe(formUrl);
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(surname).toHaveValue('途中');

  // Logout (the shell's) asks the form (remote-jobs') first; 移動する logs out, without the draft.
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '移動する' }).click();
  await page.waitForURL('**/25/employment-agency/login');
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('portal:draft:')),
    ),
  ).toEqual([]);
});

test('the jobs pages do not overflow the main area on a 390 px wide screen', async ({ page }) => {
  const job = await jobForDemo();
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page);
  // The shell's own narrow layout is another issue's: here nothing of the jobs pages may be wider
  // than the main area the shell gives them (no horizontal scrolling inside it).
  const overflow = () =>
    page.evaluate(() => {
      const main = document.querySelector('main')!;
      const edge = main.getBoundingClientRect().right;
      const wide = [...main.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > edge + 1)
        .map((el) => `${el.tagName}.${el.className} ${el.textContent?.slice(0, 20)}`);
      return wide.slice(0, 6);
    });
  await page.goto(`/25/employment-agency/jobs/info/${job.jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: job.jobName })).toBeVisible();
  await expect(page.getByRole('complementary', { name: '紹介済み候補者一覧' })).toBeVisible();
  expect(await overflow()).toEqual([]);
  await page.goto(`/25/employment-agency/jobs/info/${job.jobId}/refer/new-applicant`);
  await page.getByRole('button', { name: '職歴を追加' }).click();
  expect(await overflow()).toEqual([]);
  await page.goto('/25/employment-agency/jobs/search');
  await expect(page.getByRole('button', { name: '適用する' })).toBeVisible();
  expect(await overflow()).toEqual([]);
});
