// SQL of what a job update changed (job-changes-service.ts): the job, its job_changes rows and
// the agencies with candidates on it.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { candidates } from '../db/schema/applicants';
import { jobChanges } from '../db/schema/job-changes';
import { jobs } from '../db/schema/jobs';

export type JobRow = typeof jobs.$inferSelect;

export async function findJob(db: Pick<Database, 'select'>, jobId: number): Promise<JobRow> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  return job;
}

export async function insertJobChanges(
  db: Pick<Database, 'insert'>,
  rows: (typeof jobChanges.$inferInsert)[],
): Promise<void> {
  await db.insert(jobChanges).values(rows);
}

/** The agencies with candidates on the job, by id. */
export async function agenciesOnJob(
  db: Pick<Database, 'selectDistinct'>,
  jobId: number,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ agencyId: candidates.agencyId })
    .from(candidates)
    .where(eq(candidates.jobId, jobId))
    .orderBy(sql`1`);
  return rows.map((row) => row.agencyId);
}
