import { eq } from 'drizzle-orm';
import { bulkImports } from '../../db/schema/bulk-imports';
import {
  agencyIdOf,
  Browser,
  consoleCall,
  testAppForFile,
  NOW,
  signedIn,
} from '../../test/test-app';
import type { JobDetail, JobListItem } from '@portal/shared/contract/jobs';

const t = testAppForFile({ now: () => NOW, logger: process.env.DBG ? { level: 'error' } : false });
const demo = t.signedIn();

const listJobs = async (query = '', site: '25' | 'mid' = '25') => {
  const response = await demo.get(site, `/jobs${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as JobListItem[];
};

it('answers 401 without a session', async () => {
  expect((await new Browser(t.app).get('25', '/jobs')).statusCode).toBe(401);
});

it('lists the recruiting jobs of MATCHED companies by default, ordered by title', async () => {
  const jobs = await listJobs();
  expect(jobs.length).toBeGreaterThan(3);
  expect(jobs.every((job) => !job.isRecruitmentFinished)).toBe(true);
  expect(jobs.map((j) => j.jobName)).not.toContain('生産技術職（募集終了）');
  expect(jobs.map((j) => j.jobName)).not.toContain('2次募集 ITコンサルタント');
  expect(jobs.map((j) => j.companyName)).not.toContain('あおば食品株式会社');
  const names = jobs.map((j) => j.jobName);
  const sorted = [...names].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  expect(names).toEqual(sorted);
});

it('filters by status, keyword and company, and sorts', async () => {
  const finished = await listJobs('?status=finished');
  expect(finished.map((j) => j.jobName).sort()).toEqual(
    ['夏季インターン経由 早期選考（営業職）', '生産技術職（募集終了）'].sort(),
  );
  const all = await listJobs('?status=all');
  expect(all.length).toBeGreaterThan(finished.length);
  const area = await listJobs('?status=all&area=福岡');
  expect(area.map((j) => j.jobName)).toEqual(['データサイエンティスト']);
  const byCategory = await listJobs('?status=all&jobCategory=コンサル');
  expect(byCategory.map((j) => j.jobName)).toEqual([
    '2次募集 ITコンサルタント',
    'ITコンサルタント',
  ]);
  const company = all[0].companyId;
  const filtered = await listJobs(`?status=all&selectedCompanyId=${company}`);
  expect(filtered.every((j) => j.companyId === company)).toBe(true);
  const desc = await listJobs('?status=all&sortField=recruitmentEndDate&sortOrder=desc');
  expect(desc.length).toBe(all.length);
  const percent = await listJobs('?status=all&jobName=%25');
  expect(percent).toEqual([]);
});

it('answers bad filters with 422, never 5xx', async () => {
  const response = await demo.get('25', '/jobs?status=open&sortField=salary&selectedCompanyId=-1');
  expect(response.statusCode).toBe(422);
  expect(Object.keys(response.json().errors).sort()).toEqual([
    'selectedCompanyId',
    'sortField',
    'status',
  ]);
});

it('shows the detail with its lines, dates and import flag; the fields; the company id', async () => {
  const [job] = (await listJobs('?status=all&jobName=介護施設')) as JobListItem[];
  const response = await demo.get('25', `/jobs/${job.id}`);
  const detail: JobDetail = response.json().data;
  expect(detail.jobName).toBe('介護施設の運営管理職');
  expect(detail.recruitmentStartDate).toBe('0000-00-00 00:00:00');
  expect(detail.importFlag).toBe(2);
  expect(detail.detail.map((line) => line.label)).toEqual(
    expect.arrayContaining([
      '求人タイトル',
      '会社名',
      '募集開始日時',
      '募集終了日時',
      '募集終了',
      '採用担当',
    ]),
  );
  const fields = (await demo.get('25', `/jobs/${job.id}/entry-form-fields`)).json().data;
  expect(new Set(fields.map((f: { answerType: number }) => f.answerType))).toEqual(
    new Set([1, 2, 3, 4, 5, 6, 7, 8]),
  );
  const company = (await demo.get('25', `/jobs/${job.id}/company-id`)).json().data;
  expect(company.companyId).toBe(job.companyId);
  expect((await demo.get('25', `/jobs/${job.id}/candidates`)).json().data).toEqual([]);
});

it("answers 404 for another agency's, another site's and an unlinked company's job", async () => {
  const [job] = await listJobs();
  const other = await signedIn(t.app, 'other');
  const otherJobs = (await other.get('25', '/jobs?status=all')).json().data as JobListItem[];
  const hidden = otherJobs.length ? null : job.id;
  if (hidden) expect((await other.get('25', `/jobs/${hidden}`)).statusCode).toBe(404);
  const all = await listJobs('?status=all');
  const unseen = otherJobs.length ? all.find((j) => !otherJobs.some((o) => o.id === j.id)) : job;
  expect((await other.get('25', `/jobs/${unseen!.id}`)).statusCode).toBe(404);
  expect((await other.get('25', `/jobs/${unseen!.id}/entry-form-fields`)).statusCode).toBe(404);
  expect((await other.get('25', `/jobs/${unseen!.id}/changes`)).statusCode).toBe(404);
  expect((await demo.get('26', `/jobs/${job.id}`)).statusCode).toBe(404);
  expect((await demo.get('26', `/jobs/${job.id}/changes`)).statusCode).toBe(404);
  expect((await demo.get('25', '/jobs/999999')).statusCode).toBe(404);
  expect((await demo.get('25', '/jobs/abc')).statusCode).toBe(422);
});

it('serves the university master with caching headers', async () => {
  const schools = await demo.get('25', '/master/universities');
  expect(schools.headers['cache-control']).toContain('max-age');
  const list: string[] = schools.json().data;
  expect(list.length).toBeGreaterThan(300);
  expect(list).toContain('東北大学');
  const etag = schools.headers.etag as string;
  const again = await demo.request({
    method: 'GET',
    url: '/25/employment-agency/api/master/universities',
    headers: { 'if-none-match': etag },
  });
  expect(again.statusCode).toBe(304);
  const faculties = (
    await demo.get(
      '25',
      `/master/universities/departments?school=${encodeURIComponent('早稲田大学')}`,
    )
  ).json().data;
  expect(faculties).toContain('政治経済学部');
  const majors = await demo.get(
    '25',
    `/master/universities/majors?school=${encodeURIComponent('早稲田大学')}&gakubu=${encodeURIComponent('政治経済学部')}`,
  );
  expect([...majors.json().data].sort()).toEqual(['国際政治経済学科', '政治学科', '経済学科']);
  expect((await demo.get('25', '/master/universities/majors')).statusCode).toBe(422);
});

describe('console', () => {
  const consoleJobs = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    consoleCall(t.app, method, url, payload);

  it('creates and changes a job with its fields, and lists candidates', async () => {
    const [job] = await listJobs();
    const created = await consoleJobs('POST', '/jobs', {
      companyId: job.companyId,
      siteId: '25',
      jobName: 'コンソール求人',
      recruitmentStartAt: '2026-11-01T00:00:00+09:00',
      recruitmentEndAt: null,
      detail: [{ label: '給与', value: '月給25万円' }],
      fields: [{ key: 'seiKanji', label: '姓', answerType: 1, isRequired: true }],
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const detail = (await demo.get('25', `/jobs/${id}`)).json().data as JobDetail;
    expect(detail.recruitmentEndDate).toBe('0000-00-00 00:00:00');
    expect(detail.detail).toContainEqual({ label: '給与', value: '月給25万円' });
    const updated = await consoleJobs('PUT', `/jobs/${id}`, {
      isFinished: true,
      jobName: '変更後',
    });
    expect(updated.json().data).toMatchObject({ id });
    expect(
      ((await demo.get('25', `/jobs/${id}`)).json().data as JobDetail).isRecruitmentFinished,
    ).toBe(true);
    const agencyId = await agencyIdOf(t.app, '株式会社キャリアブリッジ').catch(() => null);
    const listed = await consoleJobs('GET', `/candidates?agencyId=${agencyId ?? 1}&jobId=${id}`);
    expect(listed.json()).toEqual({ data: [] });
    const bad = await consoleJobs('POST', '/jobs', { companyId: 'x', siteId: '99' });
    expect(bad.statusCode).toBe(422);
    expect((await consoleJobs('PUT', '/jobs/999999', { jobName: 'x' })).statusCode).toBe(404);
  });
});

it('marks every job with an imported history (any result, not only failures) until it is cleared', async () => {
  const db = t.database.db;
  const marked = (await listJobs('?status=all')).filter((job) => job.hasImportedHistory);
  expect(marked.length).toBeGreaterThan(0);
  const job = marked[0];
  const [latest] = await db.select().from(bulkImports).where(eq(bulkImports.jobId, job.id));
  // A later import that completed (flag 2): the job still has an imported history.
  await db.insert(bulkImports).values({ ...latest, id: undefined, importFlag: 2 });
  const again = (await listJobs('?status=all')).find((j) => j.id === job.id);
  expect(again?.hasImportedHistory).toBe(true);
  await db
    .update(bulkImports)
    .set({ historyClearedAt: new Date() })
    .where(eq(bulkImports.jobId, job.id));
  const cleared = (await listJobs('?status=all')).find((j) => j.id === job.id);
  expect(cleared?.hasImportedHistory).toBe(false);
});
