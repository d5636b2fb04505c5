// SQL of the 'task.due' webhook (issue 30): the task as it is when its due time comes.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tasks } from '../../db/schema/dashboard';

export async function taskAtDue(db: Pick<Database, 'select'>, taskId: number) {
  const [task] = await db
    .select({
      agencyId: tasks.agencyId,
      siteId: tasks.siteId,
      title: tasks.title,
      dueAt: tasks.dueAt,
      completedAt: tasks.completedAt,
    })
    .from(tasks)
    .where(eq(tasks.id, taskId));
  return task;
}
