// Console helpers of the jobs suites: a hiring company linked to the demo agency with one open
// job whose entry form uses every answer type, and the candidates the agency referred to it.
import type { Page } from '@playwright/test';
import { logInAs } from '../pages/portal';
import { agencyCall } from './agency-api';
import { consoleApi, consoleCall as call, unique } from './console';
import { randomDigits } from './identity-console';

export const E2E_FIELDS = [
  { key: 'seiKanji', label: '姓（漢字）', answerType: 1, isRequired: true },
  { key: 'meiKanji', label: '名（漢字）', answerType: 1, isRequired: true },
  { key: 'seiKana', label: 'セイ（カナ）', answerType: 1, isRequired: true },
  { key: 'meiKana', label: 'メイ（カナ）', answerType: 1, isRequired: true },
  { key: 'mobileNumber', label: '携帯電話番号', answerType: 1, isRequired: true },
  { key: 'pcEmail', label: 'PCメールアドレス', answerType: 1, isRequired: true },
  {
    key: 'directMessageFlag',
    label: '直接連絡可否',
    answerType: 5,
    answerLabel: ['可', '不可'],
    isRequired: true,
  },
  { key: 'birthday', label: '生年月日', answerType: 7 },
  { key: 'schoolName', label: '学校名', answerType: 1 },
  {
    key: 'interestedJobs',
    label: '興味のある職種',
    answerType: 3,
    answerLabel: ['営業', 'エンジニア'],
    isRequired: true,
  },
  { key: 'gender', label: '性別', answerType: 4, answerLabel: ['男性', '女性'] },
  { key: 'selfPr', label: '自己PR', answerType: 2, maxLength: 400 },
  { key: 'file', label: '履歴書', answerType: 6, answerLabel: ['pdf'] },
  { key: 'employmentHistory', label: '職歴', answerType: 8 },
];

export async function jobForDemo(fields: readonly object[] = E2E_FIELDS) {
  const agencies = await consoleApi.agencies();
  const demo = agencies.find((a) => a.name === '株式会社キャリアブリッジ');
  if (!demo) throw new Error('no demo agency');
  const key = unique('');
  const company = await consoleApi.createCompany({
    name: `株式会社E2E${key.slice(-6)}`,
    email: `${key}@company.example`,
  });
  await consoleApi.setLink(demo.id, company.id, 'MATCHED');
  const jobName = `E2E求人${key.slice(-6)}`;
  const { id } = await call<{ id: number }>('POST', '/jobs', {
    companyId: company.id,
    siteId: '25',
    jobName,
    jobCategory: '営業',
    area: '東京都',
    recruitmentStartAt: '2020-01-01T00:00:00+09:00',
    recruitmentEndAt: null,
    detail: [{ label: '勤務地', value: '東京都千代田区' }],
    fields,
  });
  return { agencyId: demo.id, companyId: company.id, jobId: id, jobName };
}

/** The company console's import of the ministry's school code list (CSV, sent as base64). */
export const importSchoolCodes = (csv: string) =>
  call<{ schools: number; withFaculties: number; skipped: number }>('POST', '/schools/import', {
    fileBase64: Buffer.from(csv, 'utf8').toString('base64'),
  });

export const listCandidates = (agencyId: number, jobId: number) =>
  call<{ id: number; applicantId: number | null; fullNameKanji: string }[]>(
    'GET',
    `/candidates?agencyId=${agencyId}&jobId=${jobId}`,
  );

/** A new job of the demo agency (jobForDemo), logged in as the demo and on the job's page. */
export async function openJobForDemo(page: Page) {
  const job = await jobForDemo();
  await logInAs(page);
  await page.goto(`/25/employment-agency/jobs/info/${job.jobId}`);
  return job;
}

/**
 * The required answers of the E2E_FIELDS form for a person (a phone and e-mail no one else has
 * unless given); `applicantId` when the agency already has them.
 */
export interface Referral {
  sei: string;
  mei: string;
  seiKana: string;
  meiKana: string;
  mobileNumber?: string;
  pcEmail?: string;
  applicantId?: number;
}

/** Refers the person to the job through the agency api, with the page's own session. */
export async function referToJob(page: Page, jobId: number, person: Referral): Promise<void> {
  const digits = randomDigits();
  await agencyCall(page, 'POST', `/jobs/${jobId}/candidates`, {
    form: {
      introductionApplicantId: person.applicantId === undefined ? '' : String(person.applicantId),
      email: 'placeholder@portal.invalid',
      seiKanji: person.sei,
      meiKanji: person.mei,
      seiKana: person.seiKana,
      meiKana: person.meiKana,
      mobileNumber: person.mobileNumber ?? `080${digits}`,
      pcEmail: person.pcEmail ?? `referral.${digits}@example.jp`,
      directMessageFlag: '可',
      interestedJobs: '営業',
    },
  });
}
