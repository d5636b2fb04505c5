// Which jobs an agency may see: jobs of the request's site whose company is linked to the agency
// with a MATCHED link. Everything else (another site, an unlinked company, no such id) is a 404.
// Also how a job's free detail lines read, and the route options of every /jobs/{id}/... call.
import { and, eq } from 'drizzle-orm';
import {
  JOB_LABELS,
  type JobDetailLine,
  type JobRecruitmentDates,
} from '@portal/shared/contract/jobs';
import { toJobDate } from '@portal/shared/contract/job-rules';
import { companyOfJob } from '../../db/join-queries';
import type { Database } from '../../db/client';
import { hiringCompanies } from '../../db/schema/companies';
import { jobs } from '../../db/schema/jobs';
import type { AuthContext } from '../../plugins/auth-guard';
import { notFound } from '../../plugins/http-errors';
import { matchedWith } from '../companies/queries';

export type Executor = Pick<Database, 'select'>;

/** The jobs routes answer a malformed id with a 422 naming 求人ID, as they always did. */
export const JOB_ROUTE_OPTIONS = { labels: JOB_LABELS, invalidParams: true };

export function visibleJobs(auth: AuthContext) {
  return and(eq(jobs.siteId, auth.siteId), matchedWith(auth.agencyId, jobs.companyId));
}

export interface VisibleJob extends JobRecruitmentDates {
  id: number;
  jobName: string;
  companyId: number;
  companyName: string;
  jobCategory: string;
  area: string;
  department: string;
  detail: unknown;
}

/** The job when the agency may see it, else 404. */
export async function findVisibleJob(
  db: Executor,
  auth: AuthContext,
  jobId: number,
): Promise<VisibleJob> {
  const [row] = await db
    .select({
      id: jobs.id,
      jobName: jobs.jobName,
      companyId: jobs.companyId,
      companyName: hiringCompanies.name,
      jobCategory: jobs.jobCategory,
      area: jobs.area,
      department: jobs.department,
      detail: jobs.detail,
      start: jobs.recruitmentStartAt,
      end: jobs.recruitmentEndAt,
      isFinished: jobs.isFinished,
    })
    .from(jobs)
    .innerJoin(hiringCompanies, companyOfJob)
    .where(and(eq(jobs.id, jobId), visibleJobs(auth)));
  if (!row) throw notFound();
  const { start, end, isFinished, ...rest } = row;
  return {
    ...rest,
    recruitmentStartDate: toJobDate(start),
    recruitmentEndDate: toJobDate(end),
    isRecruitmentFinished: isFinished,
  };
}

/** The job's free detail lines: stored as [{ label, value }] (console) or a key → value map. */
export function detailLines(detail: unknown): JobDetailLine[] {
  if (Array.isArray(detail)) {
    return detail
      .filter((item): item is JobDetailLine => typeof item?.label === 'string')
      .map((item) => ({ label: item.label, value: String(item.value ?? '') }));
  }
  if (detail && typeof detail === 'object') {
    return Object.entries(detail as Record<string, unknown>).map(([label, value]) => ({
      label,
      value: String(value ?? ''),
    }));
  }
  return [];
}
