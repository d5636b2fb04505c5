// Test support for referral tests: a logged-in browser, an open job of the demo agency and a
// complete set of answers for the demo form.
import type { SiteId } from '@portal/shared/contract';
import type { JobListItem } from '@portal/shared/contract/jobs';
import type { Browser } from '../../test/test-app';
import { api } from '../../test/test-app';
import { multipart, PDF, type Part } from './multipart-test-helper';

export async function openJob(
  browser: Browser,
  siteId: SiteId = '25',
  name = 'データサイエンティスト',
) {
  const jobs: JobListItem[] = (await browser.get(siteId, '/jobs')).json().data;
  const job = jobs.find((j) => j.jobName.startsWith(name));
  if (!job) throw new Error(`no open job ${name}`);
  return job;
}

export function answers(person: { sei?: string; phone?: string; email?: string } = {}): Part[] {
  return [
    { name: 'seiKanji', value: person.sei ?? '佐藤' },
    { name: 'meiKanji', value: '花子' },
    { name: 'seiKana', value: 'サトウ' },
    { name: 'meiKana', value: 'ハナコ' },
    { name: 'mobileNumber', value: person.phone ?? '090-1111-2222' },
    { name: 'pcEmail', value: person.email ?? 'hanako.sato@student.example' },
    { name: 'directMessageFlag', value: '可' },
    { name: 'birthday', value: '2004-05-06' },
    { name: 'schoolName', value: '東北大学' },
    { name: 'interestedJobs[]', value: '営業' },
    { name: 'interestedJobs[]', value: 'エンジニア' },
    {
      name: 'employmentHistory',
      value: JSON.stringify([
        {
          termStart: '2023-04',
          termEnd: '2024-03',
          companyName: '株式会社カフェ',
          departmentPosition: 'ホール',
          details: '接客',
        },
      ]),
    },
    { name: 'file', filename: '履歴書.pdf', content: PDF },
    { name: 'introductionApplicantId', value: 'null' },
    { name: 'email', value: 'placeholder@portal.invalid' },
  ];
}

export async function refer(
  browser: Browser,
  siteId: SiteId,
  jobId: number,
  parts: Part[],
  csrf = true,
) {
  const body = multipart(parts);
  const token = await browser.csrfToken(siteId);
  return browser.request({
    method: 'POST',
    url: api(siteId, `/jobs/${jobId}/candidates`),
    headers: { ...body.headers, ...(csrf ? { 'x-xsrf-token': token } : {}) },
    payload: body.payload,
  });
}

export async function updateReferral(
  browser: Browser,
  siteId: SiteId,
  candidateId: number,
  parts: Part[],
) {
  const body = multipart([{ name: '_method', value: 'PUT' }, ...parts]);
  const token = await browser.csrfToken(siteId);
  return browser.request({
    method: 'POST',
    url: api(siteId, `/candidates/${candidateId}`),
    headers: { ...body.headers, 'x-xsrf-token': token },
    payload: body.payload,
  });
}
