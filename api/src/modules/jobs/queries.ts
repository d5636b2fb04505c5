// Reads of the jobs area: the job list (search, status, sort), the detail with the agency's bulk
// import state, the entry-form fields and the candidates the agency referred to a job.
import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type {
  EntryFormField,
  JobChange,
  JobChangesSinceReferral,
  JobCandidate,
  JobDetail,
  JobListItem,
  JobSearchQuery,
} from '@portal/shared/contract/jobs';
import { toJobDate } from '@portal/shared/contract/job-rules';
import { applicantOfCandidate, companyOfJob } from '../../db/join-queries';
import type { Database } from '../../db/client';
import { ownedBy } from '../../db/owned-queries';
import { accounts } from '../../db/schema/agencies';
import { staffName } from '../audit/queries';
import { byNameReading } from '../applicants/name-order-queries';
import { applicants, candidates } from '../../db/schema/applicants';
import { bulkImportRows, bulkImports } from '../../db/schema/bulk-imports';
import { hiringCompanies } from '../../db/schema/companies';
import { jobChanges } from '../../db/schema/job-changes';
import { entryFormFields, jobs } from '../../db/schema/jobs';
import type { AuthContext } from '../../plugins/auth-guard';
import { detailLines, findVisibleJob, visibleJobs } from './access-queries';
import { IMPORT_FLAG } from '@portal/shared/enums';
import { containsPattern } from '../../db/like';

function candidateCountOf(auth: AuthContext) {
  return sql<number>`(select count(*)::int from ${candidates} where ${candidates.jobId} = ${jobs.id} and ${candidates.agencyId} = ${auth.agencyId})`;
}

/** Latest not cleared import of the agency on the job that needs attention (4, 5). */
/**
 * Spec 2: the unread dot of a job with an imported history — the agency's latest bulk import of
 * it, whatever its result, until that history is deleted.
 */
function importedHistoryOf(auth: AuthContext) {
  return sql<boolean>`exists (select 1 from ${bulkImports} b where b.job_id = ${jobs.id} and b.agency_id = ${auth.agencyId} and b.history_cleared_at is null and not exists (select 1 from ${bulkImports} n where n.job_id = b.job_id and n.agency_id = b.agency_id and n.id > b.id))`;
}

/** The agency's latest referral to the job (null: none). */
function lastReferralOf(auth: AuthContext) {
  return sql`(select max(${candidates.createdAt}) from ${candidates} where ${candidates.jobId} = ${jobs.id} and ${candidates.agencyId} = ${auth.agencyId})`;
}

/** 変更あり: a change of the job after the agency's latest referral to it (issue 22). */
function changedSinceReferralOf(auth: AuthContext) {
  return sql<boolean>`exists (select 1 from ${jobChanges} where ${jobChanges.jobId} = ${jobs.id} and ${jobChanges.changedAt} > ${lastReferralOf(auth)})`;
}

function statusCondition(status: JobSearchQuery['status'], at: Date): SQL | undefined {
  const now = sql`${at.toISOString()}::timestamptz`;
  const open = sql`(not ${jobs.isFinished} and (${jobs.recruitmentStartAt} is null or ${jobs.recruitmentStartAt} <= ${now}) and (${jobs.recruitmentEndAt} is null or ${jobs.recruitmentEndAt} >= ${now}))`;
  if (status === 'recruiting') return open;
  if (status === 'finished') {
    return sql`(${jobs.isFinished} or (${jobs.recruitmentEndAt} is not null and ${jobs.recruitmentEndAt} < ${now}))`;
  }
  return undefined;
}

export async function listJobs(
  db: Database,
  auth: AuthContext,
  query: JobSearchQuery,
  now: Date,
): Promise<JobListItem[]> {
  const count = candidateCountOf(auth);
  const sortColumns = {
    jobName: sql`${jobs.jobName} collate "C"`,
    department: sql`${jobs.department} collate "C"`,
    jobCategory: sql`${jobs.jobCategory} collate "C"`,
    recruitmentStartDate: jobs.recruitmentStartAt,
    recruitmentEndDate: jobs.recruitmentEndAt,
    candidateCount: count,
  } as const;
  const direction = query.sortOrder === 'desc' ? desc : asc;
  const rows = await db
    .select({
      id: jobs.id,
      jobName: jobs.jobName,
      companyId: jobs.companyId,
      companyName: hiringCompanies.name,
      department: jobs.department,
      jobCategory: jobs.jobCategory,
      area: jobs.area,
      start: jobs.recruitmentStartAt,
      end: jobs.recruitmentEndAt,
      isFinished: jobs.isFinished,
      candidateCount: count,
      hasImportedHistory: importedHistoryOf(auth),
      hasChangesSinceReferral: changedSinceReferralOf(auth),
    })
    .from(jobs)
    .innerJoin(hiringCompanies, companyOfJob)
    .where(
      and(
        visibleJobs(auth),
        query.jobName ? ilike(jobs.jobName, containsPattern(query.jobName)) : undefined,
        query.jobCategory ? ilike(jobs.jobCategory, containsPattern(query.jobCategory)) : undefined,
        query.area ? ilike(jobs.area, containsPattern(query.area)) : undefined,
        query.selectedCompanyId ? eq(jobs.companyId, query.selectedCompanyId) : undefined,
        statusCondition(query.status ?? 'recruiting', now),
      ),
    )
    .orderBy(direction(sortColumns[query.sortField ?? 'jobName']), asc(jobs.id));
  return rows.map(({ start, end, isFinished, ...row }) => ({
    ...row,
    recruitmentStartDate: toJobDate(start),
    recruitmentEndDate: toJobDate(end),
    isRecruitmentFinished: isFinished,
  }));
}

/** The agency's latest bulk import on a job, unless its history was cleared. */
export async function latestImport(db: Database, auth: AuthContext, jobId: number) {
  const [row] = await db
    .select({
      id: bulkImports.id,
      fileName: bulkImports.fileName,
      importFlag: bulkImports.importFlag,
      totalRows: bulkImports.totalRows,
      createdAt: bulkImports.createdAt,
      historyClearedAt: bulkImports.historyClearedAt,
    })
    .from(bulkImports)
    .where(and(eq(bulkImports.jobId, jobId), eq(bulkImports.agencyId, auth.agencyId)))
    .orderBy(desc(bulkImports.id))
    .limit(1);
  return row && row.historyClearedAt === null ? row : null;
}

export async function jobDetail(
  db: Database,
  auth: AuthContext,
  jobId: number,
): Promise<JobDetail> {
  const job = await findVisibleJob(db, auth, jobId);
  const bulk = await latestImport(db, auth, jobId);
  let importProgress = null;
  if (bulk?.importFlag === IMPORT_FLAG.PROCESSING) {
    const done = await db.$count(bulkImportRows, eq(bulkImportRows.importId, bulk.id));
    importProgress = { done, total: bulk.totalRows };
  }
  const lines = [
    { label: '求人タイトル', value: job.jobName },
    { label: '会社名', value: job.companyName },
    { label: '募集開始日時', value: job.recruitmentStartDate },
    { label: '募集終了日時', value: job.recruitmentEndDate },
    { label: '募集終了', value: job.isRecruitmentFinished ? '終了' : '募集中' },
    { label: '職種', value: job.jobCategory },
    { label: 'エリア', value: job.area },
    { label: '部署', value: job.department },
    ...detailLines(job.detail),
  ].filter((line) => line.value !== '');
  return {
    id: job.id,
    jobName: job.jobName,
    companyId: job.companyId,
    companyName: job.companyName,
    recruitmentStartDate: job.recruitmentStartDate,
    recruitmentEndDate: job.recruitmentEndDate,
    isRecruitmentFinished: job.isRecruitmentFinished,
    detail: lines,
    importFlag: bulk?.importFlag ?? null,
    importProgress,
  };
}

export async function formFieldsOf(
  db: Pick<Database, 'select'>,
  jobId: number,
): Promise<EntryFormField[]> {
  return db
    .select({
      key: entryFormFields.key,
      label: entryFormFields.label,
      answerType: entryFormFields.answerType,
      answerLabel: entryFormFields.answerLabel,
      isRequired: entryFormFields.isRequired,
      minLength: entryFormFields.minLength,
      maxLength: entryFormFields.maxLength,
    })
    .from(entryFormFields)
    .where(eq(entryFormFields.jobId, jobId))
    .orderBy(asc(entryFormFields.sortOrder), asc(entryFormFields.id));
}

export async function jobCandidates(
  db: Database,
  auth: AuthContext,
  jobId: number,
  sort: { sortField: 'name' | 'status'; sortOrder: 'asc' | 'desc' },
): Promise<JobCandidate[]> {
  const direction = sort.sortOrder === 'desc' ? desc : asc;
  const name = sql<string>`coalesce(${applicants.seiKanji} || ' ' || ${applicants.meiKanji}, '')`;
  // 名前 is the reading (セイ・メイ), not the kanji's code point (name-order-queries.ts).
  const orderBy =
    sort.sortField === 'status'
      ? [direction(candidates.specialSelectionStatus), ...byNameReading('asc', candidates.id)]
      : byNameReading(sort.sortOrder, candidates.id);
  const rows = await db
    .select({
      id: candidates.id,
      applicantId: candidates.applicantId,
      fullNameKanji: name,
      specialSelectionStatus: candidates.specialSelectionStatus,
      selectionStepName: candidates.selectionStepName,
      isCandidate: candidates.isCandidate,
      isTmpCandidate: candidates.isTmpCandidate,
      isTmpCandidateDiscarded: candidates.isTmpCandidateDiscarded,
      referredAt: candidates.referredAt,
      referredBy: staffName,
    })
    .from(candidates)
    .leftJoin(applicants, applicantOfCandidate)
    .leftJoin(accounts, eq(accounts.id, candidates.referredByAccountId))
    .where(and(eq(candidates.jobId, jobId), ownedBy(candidates, auth)))
    .orderBy(...orderBy);
  return rows.map(({ referredAt, referredBy, ...row }) => ({
    ...row,
    receipt: { referredAt: referredAt.toISOString(), referredBy },
  }));
}

/**
 * What changed on the job since the agency's latest referral to it, one line per field: its
 * value before the first of those changes and after the last; a field changed back is left out.
 */
export async function jobChangesSinceReferral(
  db: Database,
  auth: AuthContext,
  jobId: number,
): Promise<JobChangesSinceReferral> {
  const [referral] = await db
    .select({ at: sql<Date | string | null>`max(${candidates.createdAt})` })
    .from(candidates)
    .where(and(eq(candidates.jobId, jobId), eq(candidates.agencyId, auth.agencyId)));
  if (!referral?.at) return { lastReferredAt: null, changes: [] };
  const since = new Date(referral.at);
  const rows = await db
    .select()
    .from(jobChanges)
    .where(
      and(
        eq(jobChanges.jobId, jobId),
        sql`${jobChanges.changedAt} > ${since.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(jobChanges.changedAt), asc(jobChanges.id));
  const byField = new Map<string, JobChange>();
  for (const row of rows) {
    const first = byField.get(row.field);
    byField.set(row.field, {
      field: row.field,
      label: row.label,
      kind: row.kind,
      before: first ? first.before : row.before,
      after: row.after,
      changedAt: row.changedAt.toISOString(),
    });
  }
  return {
    lastReferredAt: since.toISOString(),
    changes: [...byField.values()].filter((change) => change.before !== change.after),
  };
}
