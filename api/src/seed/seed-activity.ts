// Seeds chat threads, jobs, the demo applicant's referral and bulk referral history on every site.
import { IMPORT_FLAG, SELECTION_STATUS } from '@portal/shared/enums';
import type { SiteId } from '@portal/shared/contract';
import type { Database } from '../db/client';
import { applicants, candidates } from '../db/schema/applicants';
import { bulkFailedCandidates, bulkImports } from '../db/schema/bulk-imports';
import { candidateMessages } from '../db/schema/candidate-activity';
import { jobs } from '../db/schema/jobs';
import {
  DEMO_APPLICANT,
  DEMO_BULK_IMPORT_COMPANY_KEYS,
  DEMO_CANDIDATE_MESSAGE,
  demoThreadGroups,
} from './demo-activity';
import { DEMO_COMPANIES, SEED_SITE_IDS } from './demo-data';
import type { SeededIds } from './seed';
import { insertChatGroups } from './seed-chat';

const RECRUITMENT_START = new Date('2026-10-01T00:00:00+09:00');
const RECRUITMENT_END = new Date('2027-03-31T23:59:59+09:00');

async function seedWork(db: Database, ids: SeededIds, siteId: SiteId): Promise<void> {
  const jobRows = await db
    .insert(jobs)
    .values(
      DEMO_COMPANIES.map((company) => ({
        companyId: ids.companyIds.get(company.key)!,
        siteId,
        jobName: siteId === 'mid' ? `${company.jobName}（経験者採用）` : company.jobName,
        jobCategory: company.jobName,
        area: '東京都',
        recruitmentStartAt: RECRUITMENT_START,
        recruitmentEndAt: RECRUITMENT_END,
      })),
    )
    .returning({ id: jobs.id, companyId: jobs.companyId });
  const jobOf = (key: string) => jobRows.find((job) => job.companyId === ids.companyIds.get(key))!;

  const [applicant] = await db
    .insert(applicants)
    .values({ ...DEMO_APPLICANT, agencyId: ids.demoAgencyId, siteId })
    .returning({ id: applicants.id });
  const [candidate] = await db
    .insert(candidates)
    .values({
      applicantId: applicant.id,
      jobId: jobOf('sakura').id,
      agencyId: ids.demoAgencyId,
      siteId,
      specialSelectionStatus: SELECTION_STATUS.IN_SELECTION,
      selectionStepName: '一次面接',
    })
    .returning({ id: candidates.id });
  await db.insert(candidateMessages).values({
    candidateId: candidate.id,
    senderType: 'job_company',
    content: DEMO_CANDIDATE_MESSAGE,
    createdAt: new Date('2026-11-17T18:10:00+09:00'),
  });

  for (const key of DEMO_BULK_IMPORT_COMPANY_KEYS) {
    const job = jobOf(key);
    const [bulk] = await db
      .insert(bulkImports)
      .values({
        jobId: job.id,
        agencyId: ids.demoAgencyId,
        siteId,
        importFlag: IMPORT_FLAG.PARTIALLY_FAILED,
        attempts: 1,
        finishedAt: new Date('2026-11-14T10:03:00+09:00'),
        createdAt: new Date('2026-11-14T10:00:00+09:00'),
      })
      .returning({ id: bulkImports.id });
    await db.insert(bulkFailedCandidates).values({
      importId: bulk.id,
      jobId: job.id,
      agencyId: ids.demoAgencyId,
      fullNameKanji: '鈴木 花子',
      schoolName: '東京中央大学',
      ngMessage: '携帯電話番号の形式が正しくありません。',
      entryDate: new Date('2026-11-14T10:00:00+09:00'),
    });
  }
}

export async function seedActivity(db: Database, ids: SeededIds): Promise<void> {
  for (const siteId of SEED_SITE_IDS) {
    await insertChatGroups(db, ids, siteId, demoThreadGroups(siteId));
    await seedWork(db, ids, siteId);
  }
}
