// The school, faculty and major suggestions of the referral form on the composed build, at 1280
// and 390 px (issue 23): 東京大学 suggests its real faculties (経済学部, no 商学部) and their
// majors; a school without faculty data suggests nothing and takes the typed faculty; a school
// the operator imports with the ministry's school code list (console, CSV) is suggested at once,
// with no invented faculty. The import keeps every school the demo had, so other suites are
// unaffected, and the school added here is removed again afterwards.
import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../pages/portal';
import { DESKTOP, PHONE, expectAccessible, expectFitsViewport, settle } from '../support/a11y';
import { E2E_FIELDS, importSchoolCodes, jobForDemo } from '../support/jobs-console';
import { baseURL } from '../support/stack';

const NEW_SCHOOL = '架空学園大学';
const HEADER =
  '学校コード,学校種,都道府県番号,設置区分,本分校,学校名,学校所在地,郵便番号,属性情報設定年月日,属性情報廃止年月日,旧学校調査番号,移行後の学校コード';
const schoolCodeCsv = (names: string[]) =>
  [
    HEADER,
    ...names.map(
      (name, i) =>
        `F1${String(i).padStart(11, '0')},F1,13,3,1,${name},東京都,1000001,2020/04/01,,,`,
    ),
  ].join('\r\n');

let job: { jobId: number };
let seededSchools: string[];

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async ({ browser }) => {
  job = await jobForDemo([
    ...E2E_FIELDS,
    { key: 'facultyName', label: '学部', answerType: 1 },
    { key: 'majorName', label: '学科', answerType: 1 },
  ]);
  const page = await browser.newPage({ baseURL });
  await logInAs(page);
  seededSchools = await page.evaluate(async () => {
    const response = await fetch('/25/employment-agency/api/master/universities', {
      headers: { Accept: 'application/json' },
    });
    return (await response.json()).data;
  });
  await page.close();
  // The demo's schools and one more, as the ministry's list would bring a new school.
  const result = await importSchoolCodes(schoolCodeCsv([...seededSchools, NEW_SCHOOL]));
  expect(result.schools).toBe(seededSchools.length + 1);
});

test.afterAll(async () => {
  await importSchoolCodes(schoolCodeCsv(seededSchools));
});

async function pick(page: Page, label: string, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`at ${viewport.width}px (${name}) the referral form suggests real faculties and majors, none for a school without data`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await logInAs(page);
    await page.goto(`/25/employment-agency/jobs/info/${job.jobId}/refer/new-applicant`);
    await expect(page.getByRole('heading', { name: '紹介情報登録' })).toBeVisible();

    await pick(page, '学校名', '東京大', '東京大学');
    const faculty = page.getByRole('combobox', { name: '学部', exact: true });
    await faculty.focus();
    await expect(page.getByRole('option', { name: '経済学部', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: '工学部', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: '商学部', exact: true })).toHaveCount(0);
    await expect(page.getByRole('option', { name: '経営学部', exact: true })).toHaveCount(0);
    await pick(page, '学部', '経済', '経済学部');
    await page.getByRole('combobox', { name: '学科', exact: true }).focus();
    await expect(page.getByRole('option', { name: '金融学科', exact: true })).toBeVisible();
    await expectAccessible(page);
    await pick(page, '学科', '金融', '金融学科');

    // The imported school: suggested, with no faculty; the faculty is typed.
    await pick(page, '学校名', '架空学園', NEW_SCHOOL);
    await faculty.fill('');
    await faculty.focus();
    await expect(faculty).toHaveAttribute('aria-expanded', 'false');
    await faculty.fill('経営学部');
    await expect(faculty).toHaveValue('経営学部');
    const suggestions = await faculty.getAttribute('aria-controls');
    await expect(page.locator(`[id="${suggestions}"] [role="option"]`)).toHaveCount(0);
    await settle(page);
    await expectFitsViewport(page);
    await expectAccessible(page);
  });
}
