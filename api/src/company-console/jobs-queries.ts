// SQL of the hiring-company side's jobs (jobs-service.ts, jobs-commands.ts): the job row, its
// entry-form fields, and an agency's candidates on it.
import { and, asc, eq, sql } from 'drizzle-orm';
import { applicantOfCandidate } from '../db/join-queries';
import type { Database } from '../db/client';
import { applicants, candidates } from '../db/schema/applicants';
import { entryFormFields, jobs } from '../db/schema/jobs';

type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'delete'>;

/** An entry-form field as the job stores it (its order is its place in the list). */
export type FormFieldRow = Omit<typeof entryFormFields.$inferInsert, 'jobId' | 'sortOrder'>;

/** The job's entry form becomes exactly these fields, in this order. */
export async function replaceFields(db: Executor, jobId: number, fields: FormFieldRow[]) {
  await db.delete(entryFormFields).where(eq(entryFormFields.jobId, jobId));
  if (!fields.length) return;
  await db.insert(entryFormFields).values(
    fields.map((field, index) => ({
      jobId,
      key: field.key,
      label: field.label,
      answerType: field.answerType,
      answerLabel: field.answerLabel,
      isRequired: field.isRequired,
      minLength: field.minLength ?? null,
      maxLength: field.maxLength ?? null,
      sortOrder: index,
    })),
  );
}

export async function insertJob(tx: Executor, values: typeof jobs.$inferInsert): Promise<number> {
  const [created] = await tx.insert(jobs).values(values).returning({ id: jobs.id });
  return created.id;
}

/** The job, locked until the transaction ends; undefined if there is none. */
export async function lockJob(tx: Executor, jobId: number) {
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
  return job;
}

/** Changes the job's own columns (updatedAt is the database's now). */
export async function updateJobRow(
  tx: Executor,
  jobId: number,
  values: Partial<typeof jobs.$inferInsert>,
): Promise<void> {
  await tx
    .update(jobs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(jobs.id, jobId));
}

/** An agency's candidates on a job, with the applicant's name. */
export function listJobCandidates(db: Database, input: { agencyId: number; jobId: number }) {
  return db
    .select({
      id: candidates.id,
      applicantId: candidates.applicantId,
      jobId: candidates.jobId,
      fullNameKanji: sql<string>`coalesce(${applicants.seiKanji} || ' ' || ${applicants.meiKanji}, '')`,
      specialSelectionStatus: candidates.specialSelectionStatus,
    })
    .from(candidates)
    .leftJoin(applicants, applicantOfCandidate)
    .where(and(eq(candidates.agencyId, input.agencyId), eq(candidates.jobId, input.jobId)))
    .orderBy(asc(candidates.id));
}
