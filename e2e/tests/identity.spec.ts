// Issue 21 end to end, at 390 px and 1280 px: an applicant stored as ０９０-… / Key@Example.jp is
// shown as a possible duplicate while registering 高橋 with +81 90 …, and while referring a new
// applicant by hand; saving is not blocked; 重複をまとめる on the new one shows what moves and
// merges them, and the other one's URL then leads to the kept applicant.
import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../pages/portal';
import { atEachScreen, expectAccessible, expectFitsViewport } from '../support/a11y';
import {
  demoAgencyId,
  fullWidth,
  identityConsole,
  randomDigits,
} from '../support/identity-console';
import { jobForDemo } from '../support/jobs-console';

async function storedApplicant() {
  const digits = randomDigits();
  const key = identityConsole.unique('id');
  const mei = `太郎${key.slice(-4)}`;
  const stored = await identityConsole.createApplicant({
    agencyId: await demoAgencyId(),
    seiKanji: '髙橋',
    meiKanji: mei,
    seiKana: 'ﾀｶﾊｼ',
    meiKana: 'ﾀﾛｳ',
    phone: fullWidth(`090-${digits.slice(0, 4)}-${digits.slice(4)}`),
    email: `Taro.${key}@Example.jp`,
  });
  return { ...stored, mei, digits, email: `taro.${key}@example.jp` };
}

const notice = (page: Page) =>
  page.getByRole('group', { name: '登録済みの候補者と同じ人かもしれません' });

atEachScreen(150_000, () => {
  test('registering warns of a possible duplicate, then 重複をまとめる merges them', async ({
    page,
  }) => {
    const stored = await storedApplicant();
    await logInAs(page, '25');
    await page.goto('/25/employment-agency/applicants/register');
    await page.getByLabel('姓').fill('高橋');
    await page.getByLabel('名', { exact: true }).fill(stored.mei);
    await page.getByLabel('セイ').fill('タカハシ');
    await page.getByLabel('メイ', { exact: true }).fill('タロウ');
    await page
      .getByLabel('携帯電話番号')
      .fill(`+81 90 ${stored.digits.slice(0, 4)} ${stored.digits.slice(4)}`);
    await expect(notice(page)).toBeVisible();
    const link = notice(page).getByRole('link', { name: new RegExp(`髙橋 ${stored.mei}`) });
    await expect(link).toHaveAttribute('href', new RegExp(`/applicants/${stored.id}/jobs$`));
    await expect(notice(page).getByText('電話番号が一致', { exact: false })).toBeVisible();
    await expectFitsViewport(page);
    await expectAccessible(page);
    // Not blocking: a different e-mail, saved as a second applicant.
    await page.getByLabel('PCメールアドレス').fill(`other.${stored.digits}@example.jp`);
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByText('候補者を登録しました')).toBeVisible();
    await page.waitForURL(/applicants\/\d+\/jobs$/);
    const keptId = Number(/applicants\/(\d+)\/jobs$/.exec(page.url())![1]);
    expect(keptId).not.toBe(stored.id);

    const open = page.getByRole('button', { name: '重複をまとめる' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: '重複をまとめる' });
    await dialog.getByRole('radio', { name: new RegExp(`髙橋 ${stored.mei}`) }).check();
    await expect(dialog.getByText('紹介（選考状況）')).toBeVisible();
    await expect(dialog.getByText('メッセージ')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'まとめる', exact: true }).click();
    await expect(page.getByText('候補者をまとめました')).toBeVisible();
    await expect(dialog).toBeHidden();
    const merges = await identityConsole.merges(await demoAgencyId());
    expect(merges[0]).toMatchObject({ sourceApplicantId: stored.id, keptApplicantId: keptId });

    // The merged applicant's URL leads to the kept one.
    await page.goto(`/25/employment-agency/applicants/${stored.id}/jobs`);
    await page.waitForURL(new RegExp(`/applicants/${keptId}/jobs$`));
    await expect(page.getByText(`高橋 ${stored.mei}`, { exact: false }).first()).toBeVisible();
  });

  test('the demo pair 髙橋 一郎 / 高橋 一郎 is suggested for 重複をまとめる', async ({ page }) => {
    await logInAs(page, '25');
    const items = (await page.evaluate(async () => {
      const response = await fetch(
        `/25/employment-agency/api/applicants?keyword=${encodeURIComponent('一郎')}&limit=100`,
        { headers: { Accept: 'application/json' } },
      );
      return ((await response.json()) as { data: { items: unknown[] } }).data.items;
    })) as { id: number; fullNameKanji: string; phone: string }[];
    const first = items.find((item) => item.fullNameKanji === '髙橋 一郎');
    const second = items.find((item) => item.fullNameKanji === '高橋 一郎');
    expect(first?.phone).toBe('０９０-３１４１-５９２６');
    expect(second?.phone).toBe('09031415926');
    await page.goto(`/25/employment-agency/applicants/${second!.id}/jobs`);
    await page.getByRole('button', { name: '重複をまとめる' }).click();
    const dialog = page.getByRole('dialog', { name: '重複をまとめる' });
    // Suggested without searching: name and phone match.
    const suggestion = dialog.getByRole('radio', {
      name: /^髙橋 一郎（タカハシ イチロウ）.*（重複の可能性あり）/,
    });
    await expect(suggestion).toBeVisible();
    await suggestion.check();
    await expect(dialog.getByText('紹介（選考状況）')).toBeVisible();
    await expectAccessible(page);
    // Only looked at: the demo keeps its pair.
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    await expect(dialog).toBeHidden();
  });

  test('referring a new applicant by hand warns when name and e-mail match', async ({ page }) => {
    const stored = await storedApplicant();
    const job = await jobForDemo();
    await logInAs(page, '25');
    await page.goto(`/25/employment-agency/jobs/info/${job.jobId}/refer/new-applicant`);
    await page.getByRole('textbox', { name: '姓（漢字）' }).fill('高橋');
    await page.getByRole('textbox', { name: '名（漢字）' }).fill(stored.mei);
    await page.getByLabel('PCメールアドレス').fill(stored.email.toUpperCase());
    await expect(notice(page)).toBeVisible();
    await expect(notice(page).getByText('氏名とメールアドレスが一致')).toBeVisible();
    // Phone and e-mail both: the referral will be linked to the stored applicant.
    await page.getByLabel('携帯電話番号').fill(`090${stored.digits}`);
    await expect(notice(page).getByText(/この候補者に紐づけて紹介します/)).toBeVisible();
    await expectFitsViewport(page);
    await expectAccessible(page);
  });
});
