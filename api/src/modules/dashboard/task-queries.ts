// SQL of やること (issue 29): the agency's tasks with what the list shows, the writes by hand with
// their audit rows, and the automatic tasks (created once: their occurrence is unique).
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Task, TaskKind } from '@portal/shared/contract/dashboard';
import { tokyoIso } from '@portal/shared/tokyo-time';
import { auditOf, changes, recordAudit } from '../../audit/record';
import { staffAccount, staffNameOf } from '../../audit/staff-names-queries';
import { applicantKanjiName, companyOfJob, jobOfCandidate } from '../../db/join-queries';
import type { Database } from '../../db/client';
import { ownedBy } from '../../db/owned-queries';
import { accounts } from '../../db/schema/agencies';
import { applicants, candidates } from '../../db/schema/applicants';
import { hiringCompanies } from '../../db/schema/companies';
import { tasks } from '../../db/schema/dashboard';
import { jobs } from '../../db/schema/jobs';
import type { AuthContext } from '../../plugins/auth-guard';
import { bucketOf } from './buckets';
import { scheduleTaskDue } from './task-due-job';

type Reader = Pick<Database, 'select'>;

const owner = staffAccount('task_owner');
const completer = staffAccount('task_completer');
const creator = staffAccount('task_creator');

const taskColumns = {
  task: tasks,
  ...applicantKanjiName,
  jobId: jobs.id,
  jobName: jobs.jobName,
  companyId: hiringCompanies.id,
  companyName: hiringCompanies.name,
  ownerId: owner.id,
  ownerName: staffNameOf(owner),
  completedBy: staffNameOf(completer),
  createdBy: staffNameOf(creator),
};

function selectTasks(db: Reader) {
  return db
    .select(taskColumns)
    .from(tasks)
    .innerJoin(applicants, eq(applicants.id, tasks.applicantId))
    .leftJoin(candidates, eq(candidates.id, tasks.candidateId))
    .leftJoin(jobs, jobOfCandidate)
    .leftJoin(hiringCompanies, companyOfJob)
    .leftJoin(owner, eq(owner.id, tasks.ownerAccountId))
    .leftJoin(completer, eq(completer.id, tasks.completedByAccountId))
    .leftJoin(creator, eq(creator.id, tasks.createdByAccountId));
}

type TaskRow = Awaited<ReturnType<ReturnType<typeof selectTasks>['where']>>[number];

export function toTask(row: TaskRow, now: Date): Task {
  const { task } = row;
  return {
    id: task.id,
    kind: task.kind,
    title: task.title,
    note: task.note,
    dueAt: tokyoIso(task.dueAt),
    bucket: task.completedAt ? 'done' : bucketOf(task.dueAt, now),
    applicantId: task.applicantId,
    applicantName: `${row.seiKanji} ${row.meiKanji}`,
    candidateId: task.candidateId,
    jobId: row.jobId,
    jobName: row.jobName,
    companyId: row.companyId,
    companyName: row.companyName,
    owner: row.ownerId !== null ? { accountId: row.ownerId, name: row.ownerName ?? '' } : null,
    done: task.completedAt !== null,
    completedAt: task.completedAt ? tokyoIso(task.completedAt) : null,
    completedBy: task.completedAt ? row.completedBy : null,
    createdAt: tokyoIso(task.createdAt),
    createdBy: task.createdByAccountId ? row.createdBy : null,
  };
}

export interface TaskFilter {
  /** An account id, or null for every owner. */
  ownerAccountId: number | null;
  companyId?: number;
  applicantId?: number;
  candidateId?: number;
  state: 'open' | 'done' | 'all';
}

export async function findTasks(
  db: Reader,
  auth: AuthContext,
  filter: TaskFilter,
  now: Date,
): Promise<Task[]> {
  const conditions: (SQL | undefined)[] = [ownedBy(tasks, auth)];
  if (filter.ownerAccountId !== null)
    conditions.push(eq(tasks.ownerAccountId, filter.ownerAccountId));
  if (filter.companyId !== undefined) conditions.push(eq(jobs.companyId, filter.companyId));
  if (filter.applicantId !== undefined) conditions.push(eq(tasks.applicantId, filter.applicantId));
  if (filter.candidateId !== undefined) conditions.push(eq(tasks.candidateId, filter.candidateId));
  if (filter.state === 'open') conditions.push(isNull(tasks.completedAt));
  if (filter.state === 'done') conditions.push(isNotNull(tasks.completedAt));
  const query = selectTasks(db).where(and(...conditions));
  const rows =
    filter.state === 'done'
      ? await query.orderBy(desc(tasks.completedAt), desc(tasks.id)).limit(100)
      : await query.orderBy(asc(tasks.dueAt), asc(tasks.id)).limit(2000);
  return rows.map((row) => toTask(row, now));
}

export async function findTask(db: Reader, auth: AuthContext, id: number, now: Date) {
  const [row] = await selectTasks(db).where(and(eq(tasks.id, id), ownedBy(tasks, auth)));
  return row ? toTask(row, now) : null;
}

/** The task row when it is the agency's on the site. */
async function ownTaskRow(db: Reader, auth: AuthContext, id: number) {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), ownedBy(tasks, auth)));
  return row;
}

/** The referral of the agency on the site with its applicant (null: not found). */
export async function ownReferral(db: Reader, auth: AuthContext, candidateId: number) {
  const [row] = await db
    .select({ id: candidates.id, applicantId: candidates.applicantId })
    .from(candidates)
    .where(and(eq(candidates.id, candidateId), ownedBy(candidates, auth)));
  return row ?? null;
}

/** Staff accounts of the agency among `ids` (an owner must be one). */
export async function agencyAccountIds(db: Reader, agencyId: number, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.agencyId, agencyId), inArray(accounts.id, ids)));
  return rows.map((row) => row.id);
}

export async function staffOf(db: Reader, agencyId: number) {
  return db
    .select({
      accountId: accounts.id,
      name: sql<string>`coalesce(nullif(${accounts.name}, ''), ${accounts.userId})`,
      kind: accounts.kind,
    })
    .from(accounts)
    .where(eq(accounts.agencyId, agencyId))
    .orderBy(sql`${accounts.kind} = 'sub'`, asc(accounts.id));
}

export interface NewTask {
  applicantId: number;
  candidateId: number | null;
  title: string;
  note: string;
  dueAt: Date;
  ownerAccountId: number;
}

const auditFields = (row: typeof tasks.$inferSelect) => ({
  title: row.title,
  dueAt: tokyoIso(row.dueAt),
  ownerAccountId: row.ownerAccountId,
  note: row.note,
  done: row.completedAt !== null,
});

export function insertTask(db: Database, auth: AuthContext, input: NewTask, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tasks)
      .values({
        agencyId: auth.agencyId,
        siteId: auth.siteId,
        applicantId: input.applicantId,
        candidateId: input.candidateId,
        kind: 'manual',
        title: input.title,
        note: input.note,
        dueAt: input.dueAt,
        ownerAccountId: input.ownerAccountId,
        createdByAccountId: auth.accountId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await scheduleTaskDue(tx, row.id, row.dueAt);
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'task.created',
      target: { type: 'task', id: row.id },
      applicantId: row.applicantId,
      candidateId: row.candidateId,
      after: auditFields(row),
    });
    return row.id;
  });
}

export interface TaskChange {
  title?: string;
  note?: string;
  dueAt?: Date;
  ownerAccountId?: number;
  done?: boolean;
}

/** Changes a task (null: not the agency's); completing and undoing are their own actions. */
export function updateTask(
  db: Database,
  auth: AuthContext,
  id: number,
  change: TaskChange,
  now: Date,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const before = await ownTaskRow(tx, auth, id);
    if (!before) return null;
    const completion =
      change.done === undefined || change.done === (before.completedAt !== null)
        ? {}
        : change.done
          ? { completedAt: now, completedByAccountId: auth.accountId }
          : { completedAt: null, completedByAccountId: null };
    const [after] = await tx
      .update(tasks)
      .set({
        ...(change.title !== undefined ? { title: change.title } : {}),
        ...(change.note !== undefined ? { note: change.note } : {}),
        ...(change.dueAt !== undefined ? { dueAt: change.dueAt } : {}),
        ...(change.ownerAccountId !== undefined ? { ownerAccountId: change.ownerAccountId } : {}),
        ...completion,
        updatedAt: now,
      })
      .where(eq(tasks.id, id))
      .returning();
    // A new due time is told when it comes (a job per task and time: made once).
    if (!after.completedAt) await scheduleTaskDue(tx, id, after.dueAt);
    const diff = changes(auditFields(before), auditFields(after));
    if (Object.keys(diff.after).length) {
      const action =
        'completedAt' in completion
          ? completion.completedAt
            ? 'task.completed'
            : 'task.reopened'
          : 'task.updated';
      await recordAudit(tx, {
        ...auditOf(auth),
        action,
        target: { type: 'task', id },
        applicantId: after.applicantId,
        candidateId: after.candidateId,
        ...diff,
      });
    }
    return id;
  });
}

export function deleteTask(db: Database, auth: AuthContext, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await ownTaskRow(tx, auth, id);
    if (!before) return false;
    await tx.delete(tasks).where(eq(tasks.id, id));
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'task.deleted',
      target: { type: 'task', id },
      applicantId: before.applicantId,
      candidateId: before.candidateId,
      before: auditFields(before),
    });
    return true;
  });
}

export interface AutoTask {
  kind: Exclude<TaskKind, 'manual'>;
  candidateId: number;
  /** What it is about, unique with the kind and the referral (a date's id, a message's id). */
  occurrence: string;
  title: string;
  dueAt: Date;
  now: Date;
}

/**
 * Creates an automatic task for a referral once: a second call with the same occurrence (a retry,
 * another replica) conflicts on the unique index and creates nothing. Owned by the staff member
 * who made the referral. Answers whether it was created.
 */
export async function insertAutoTask(
  tx: Pick<Database, 'execute' | 'insert'>,
  task: AutoTask,
): Promise<boolean> {
  const created = await tx.execute(sql`
    insert into tasks (agency_id, site_id, applicant_id, candidate_id, kind, occurrence, title,
      due_at, owner_account_id, created_at, updated_at)
    select c.agency_id, c.site_id, c.applicant_id, c.id, ${task.kind}, ${task.occurrence},
      ${task.title}, ${task.dueAt.toISOString()}::timestamptz, c.referred_by_account_id,
      ${task.now.toISOString()}::timestamptz, ${task.now.toISOString()}::timestamptz
    from candidates c
    where c.id = ${task.candidateId} and c.applicant_id is not null
    on conflict (kind, candidate_id, occurrence) where occurrence is not null do nothing
    returning id`);
  const [row] = (created as unknown as { rows: { id: number }[] }).rows ?? [];
  if (row) await scheduleTaskDue(tx, Number(row.id), task.dueAt);
  return row !== undefined;
}

/** Counts of my open tasks: overdue (due before now) and due later today. */
export async function myTaskCounts(
  db: Reader,
  auth: AuthContext,
  now: Date,
  endOfToday: Date,
): Promise<{ overdue: number; today: number }> {
  const [row] = await db
    .select({
      overdue: sql<number>`count(*) filter (where ${tasks.dueAt} < ${now.toISOString()}::timestamptz)::int`,
      today: sql<number>`count(*) filter (where ${tasks.dueAt} >= ${now.toISOString()}::timestamptz and ${tasks.dueAt} < ${endOfToday.toISOString()}::timestamptz)::int`,
    })
    .from(tasks)
    .where(
      and(
        ownedBy(tasks, auth),
        eq(tasks.ownerAccountId, auth.accountId),
        isNull(tasks.completedAt),
      ),
    );
  return { overdue: Number(row?.overdue ?? 0), today: Number(row?.today ?? 0) };
}

/** The agency's open tasks due before `until` (every site and owner): the 9:00 digest's. */
export async function digestTasks(db: Reader, agencyId: number, until: Date) {
  return db
    .select({
      title: tasks.title,
      dueAt: tasks.dueAt,
      siteId: tasks.siteId,
      ...applicantKanjiName,
      ownerName: staffNameOf(owner),
    })
    .from(tasks)
    .innerJoin(applicants, eq(applicants.id, tasks.applicantId))
    .leftJoin(owner, eq(owner.id, tasks.ownerAccountId))
    .where(
      and(
        eq(tasks.agencyId, agencyId),
        isNull(tasks.completedAt),
        sql`${tasks.dueAt} < ${until.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(tasks.dueAt), asc(tasks.id));
}
