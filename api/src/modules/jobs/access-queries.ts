// The SQL of which jobs an agency may see (access.ts): jobs of the request's site whose company
// is linked to the agency with a MATCHED link.
import { and, eq } from 'drizzle-orm';
import { companyOfJob } from '../../db/join-queries';
import type { Database } from '../../db/client';
import { hiringCompanies } from '../../db/schema/companies';
import { jobs } from '../../db/schema/jobs';
import type { AuthContext } from '../../plugins/auth-guard';
import { matchedWith } from '../companies/queries';

export type Executor = Pick<Database, 'select'>;

export function visibleJobs(auth: AuthContext) {
  return and(eq(jobs.siteId, auth.siteId), matchedWith(auth.agencyId, jobs.companyId));
}

/** The job when the agency may see it, else undefined. */
export async function visibleJobRow(db: Executor, auth: AuthContext, jobId: number) {
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
  return row;
}
