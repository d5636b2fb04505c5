// Seeds the jobs area: the university master data, an entry form and detail lines on every job
// (seed-activity creates one per company and site), and extra jobs per site — closed, finished,
// not yet open, and one with a completed bulk referral — through the console's job service.
import { IMPORT_FLAG } from '@portal/shared/enums';
import { and, desc, eq, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsWhere } from '../db/exists-queries';
import { candidates } from '../db/schema/applicants';
import { bulkImports } from '../db/schema/bulk-imports';
import { entryFormFields, jobs } from '../db/schema/jobs';
import { universities } from '../db/schema/master';
import { createJob, updateJob } from '../company-console/jobs-service';
import { detailLines } from '../modules/jobs/access-queries';
import { DEMO_EXTRA_JOBS, demoDetail, demoFormFields } from './demo-jobs';
import { SEED_SITE_IDS } from './demo-data';
import type { SeededIds } from './seed';
import { universityRows } from './universities-data';

async function seedUniversities(db: Database) {
  const rows = universityRows();
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(universities)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  }
}

export async function seedJobs(db: Database, ids: SeededIds): Promise<void> {
  await seedUniversities(db);
  const bare = await db
    .select({ id: jobs.id, siteId: jobs.siteId, jobName: jobs.jobName })
    .from(jobs)
    .where(notExists(rowsWhere(db, entryFormFields, eq(entryFormFields.jobId, jobs.id))));
  for (const job of bare) {
    const siteId = job.siteId as (typeof SEED_SITE_IDS)[number];
    await updateJob(db, {
      id: job.id,
      department: '人事部',
      detail: demoDetail(siteId, job.jobName),
      fields: demoFormFields(siteId),
    });
  }
  for (const siteId of SEED_SITE_IDS) {
    for (const extra of DEMO_EXTRA_JOBS) {
      const { id } = await createJob(db, {
        companyId: ids.companyIds.get(extra.companyKey)!,
        siteId,
        jobName: siteId === 'mid' ? `${extra.jobName}（経験者）` : extra.jobName,
        jobCategory: extra.jobCategory,
        area: extra.area,
        department: extra.department,
        recruitmentStartAt: extra.start ? new Date(extra.start) : null,
        recruitmentEndAt: extra.end ? new Date(extra.end) : null,
        isFinished: extra.isFinished,
        detail: demoDetail(siteId, extra.jobName),
        fields: demoFormFields(siteId),
      });
      if (extra.importHistory) {
        await db.insert(bulkImports).values({
          jobId: id,
          agencyId: ids.demoAgencyId,
          siteId,
          importFlag: IMPORT_FLAG.COMPLETED,
          attempts: 1,
          totalRows: 12,
          fileName: '一括紹介フォーマット_1110.csv',
          createdAt: new Date('2026-11-10T09:30:00+09:00'),
          finishedAt: new Date('2026-11-10T09:31:00+09:00'),
        });
      }
    }
  }
}

/**
 * Issue 22's demo: the company changed the demo agency's most referred job of each site after the
 * referrals (its 採用担当 line), so 公開求人一覧 shows 変更あり and the job page what changed. Run
 * after the referrals are seeded; the change is dated now, after every referral.
 */
export async function seedJobChanges(db: Database, ids: SeededIds): Promise<void> {
  for (const siteId of ['25', 'mid'] as const) {
    const [referred] = await db
      .select({ jobId: candidates.jobId, count: sql<number>`count(*)::int` })
      .from(candidates)
      .where(and(eq(candidates.agencyId, ids.demoAgencyId), eq(candidates.siteId, siteId)))
      .groupBy(candidates.jobId)
      .orderBy(desc(sql`count(*)`), candidates.jobId)
      .limit(1);
    if (!referred?.jobId) continue;
    const [job] = await db.select().from(jobs).where(eq(jobs.id, referred.jobId));
    const detail = detailLines(job.detail).map((line) =>
      line.label === '採用担当' ? { ...line, value: '人事部 採用グループ（担当：佐藤）' } : line,
    );
    await updateJob(db, { id: job.id, detail }, new Date());
  }
}
