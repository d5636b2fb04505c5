// Job changes since the agency referred (issue 22): the console's job update records each changed
// field (before, after, when); the agencies with candidates on the job see 変更あり in the job
// list and the changes since their last referral on the job page, and get the jobPublish mail.
import { eq, sql } from 'drizzle-orm';
import { NOTIFICATION_KEYS } from '@portal/shared/contract';
import type { JobChangesSinceReferral, JobListItem } from '@portal/shared/contract/jobs';
import { candidates } from '../../db/schema/applicants';
import { jobChanges } from '../../db/schema/job-changes';
import { jobs } from '../../db/schema/jobs';
import { DEMO_AGENCY, OTHER_AGENCY } from '../../seed/demo-data';
import type { Browser } from '../../test/test-app';
import { agencyIdOf, consoleCall, testAppForFile, mailsTo, signedIn } from '../../test/test-app';

const t = testAppForFile();
const demo = t.signedIn();
let jobId: number;
let jobName: string;

const updateJob = (id: number, body: object) => consoleCall(t.app, 'PUT', `/jobs/${id}`, body);

const listItem = async (browser: Browser, id: number) => {
  const response = await browser.get('25', '/jobs?status=all');
  const list = response.json().data as JobListItem[];
  return list.find((job) => job.id === id);
};

const changesOf = async (browser: Browser, id: number) => {
  const response = await browser.get('25', `/jobs/${id}/changes`);
  expect(response.statusCode).toBe(200);
  return response.json().data as JobChangesSinceReferral;
};

beforeAll(async () => {
  // A recruiting job the demo agency referred candidates to, not changed by the seed.
  const list = (await demo.get('25', '/jobs')).json().data as JobListItem[];
  const job = list.find((item) => item.candidateCount > 0 && !item.hasChangesSinceReferral)!;
  jobId = job.id;
  jobName = job.jobName;
  const modes = Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, 'off']));
  await demo.write('PUT', '25', '/settings/notifications', { ...modes, jobPublish: 'immediate' });
}, 60_000);

it('shows the demo: the most referred job was changed after the referrals (seed)', async () => {
  const list = (await demo.get('25', '/jobs?status=all')).json().data as JobListItem[];
  const changed = list.filter((item) => item.hasChangesSinceReferral);
  expect(changed).toHaveLength(1);
  const { changes } = await changesOf(demo, changed[0].id);
  expect(changes).toEqual([
    expect.objectContaining({
      label: '採用担当',
      before: '人事部 採用グループ',
      after: '人事部 採用グループ（担当：佐藤）',
    }),
  ]);
});

it('shows no marker and no changes before the company changes anything', async () => {
  expect((await listItem(demo, jobId))?.hasChangesSinceReferral).toBe(false);
  const answer = await changesOf(demo, jobId);
  expect(answer.lastReferredAt).toEqual(expect.any(String));
  expect(answer.changes).toEqual([]);
});

it('records each changed field and answers the changes; an update that changes nothing records none', async () => {
  const response = await updateJob(jobId, {
    jobName: `${jobName}（改訂）`,
    recruitmentEndAt: '2027-03-31T18:00:00+09:00',
    fields: [
      { key: 'motivation', label: '志望動機', answerType: 2, isRequired: true },
      { key: 'note', label: '備考', answerType: 1 },
    ],
  });
  expect(response.statusCode).toBe(200);
  const { changes } = response.json().data;
  expect(changes.map((change: { field: string }) => change.field)).toEqual([
    'jobName',
    'recruitmentEndAt',
    'fields',
  ]);
  expect(changes[0]).toMatchObject({
    label: '求人タイトル',
    before: jobName,
    after: `${jobName}（改訂）`,
  });
  expect(changes[1]).toMatchObject({
    label: '募集終了日時',
    kind: 'datetime',
    after: '2027-03-31T09:00:00.000Z',
  });
  expect(changes[2].after).toBe('志望動機（複数行テキスト・必須）\n備考（1行テキスト）');

  const same = await updateJob(jobId, { jobName: `${jobName}（改訂）` });
  expect(same.json().data.changes).toEqual([]);
  const rows = await t.database.db.select().from(jobChanges).where(eq(jobChanges.jobId, jobId));
  expect(rows).toHaveLength(3);
});

it('marks the job 変更あり and lists the changes since the last referral, per field', async () => {
  expect((await listItem(demo, jobId))?.hasChangesSinceReferral).toBe(true);
  // A second change of the title: one line, from the first value to the last.
  await updateJob(jobId, { jobName: `${jobName}（再改訂）` });
  const { changes } = await changesOf(demo, jobId);
  expect(changes.map((change) => change.label)).toEqual([
    '求人タイトル',
    '募集終了日時',
    'エントリーフォーム',
  ]);
  expect(changes.find((change) => change.field === 'jobName')).toMatchObject({
    before: jobName,
    after: `${jobName}（再改訂）`,
  });
});

it('mails the changes to the agencies with candidates on the job (jobPublish)', async () => {
  const mails = (await mailsTo(t.app, DEMO_AGENCY.email)).filter((mail) =>
    mail.subject.startsWith('【紹介会社ポータル】求人内容が変更されました'),
  );
  expect(mails).toHaveLength(2);
  const first = mails[mails.length - 1];
  expect(first.text).toContain(`・求人タイトル：${jobName} → ${jobName}（改訂）`);
  expect(first.text).toContain('・募集終了日時：');
  expect(first.text).toContain('→ 2027/03/31 18:00');
  expect(first.text).toContain(`http://portal.test/25/employment-agency/jobs/info/${jobId}`);
  // The other agency has no candidate on the job: no mail, no marker.
  expect(
    (await mailsTo(t.app, OTHER_AGENCY.email)).filter((mail) =>
      mail.subject.includes('求人内容が変更されました'),
    ),
  ).toEqual([]);
});

it('clears the marker once the agency refers again after the change', async () => {
  await t.database.db
    .update(candidates)
    .set({ createdAt: sql`now() + interval '1 minute'` })
    .where(eq(candidates.id, sql`(select min(id) from candidates where job_id = ${jobId})`));
  expect((await listItem(demo, jobId))?.hasChangesSinceReferral).toBe(false);
  expect((await changesOf(demo, jobId)).changes).toEqual([]);
});

it('answers 404 for a job the agency cannot see', async () => {
  const other = await signedIn(t.app, 'other');
  const [hidden] = await t.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      sql`not exists (select 1 from agency_company_links l where l.company_id = ${jobs.companyId} and l.agency_id = ${await agencyIdOf(t.app, OTHER_AGENCY.name)} and l.status = 'MATCHED')`,
    )
    .limit(1);
  expect((await other.get('25', `/jobs/${hidden.id}/changes`)).statusCode).toBe(404);
});
