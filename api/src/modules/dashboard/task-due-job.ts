// A task became due (issue 30's 'task.due' webhook): each task's due time is a job of the
// background runner, enqueued in the transaction that creates the task or moves its due time
// (keyed by the task and that time, so it is made once). When it runs, a task still open and
// still due then is told to the agency's webhooks; a task done, deleted or moved sends nothing
// (a moved task has its own job at its new time). A task told of is overdue from then on: the
// agency's open pages are told too (live 'tasks': the task lists and the overdue badge).
import type { SiteId } from '@portal/shared/site';
import { defineJob, enqueueJob } from '../../background/runner';
import type { Database } from '../../db/client';
import { emitTaskDue } from '../webhooks/emit';
import { taskAtDue } from './task-due-queries';

export const TASK_DUE_JOB = defineJob<{ taskId: number; dueAt: string }>('task-due', {
  run: async ({ taskId, dueAt }, { db, now, services }) => {
    const due = await db.transaction(async (tx) => {
      const task = await taskAtDue(tx, taskId);
      if (!task || task.completedAt || task.dueAt.toISOString() !== dueAt) return null;
      await emitTaskDue(
        tx,
        task.agencyId,
        { siteId: task.siteId, taskId, title: task.title, dueAt },
        now(),
      );
      return task;
    });
    // The task is overdue from now on, with no write to say so: the agency's open pages refresh
    // their task lists and the sidebar's overdue count (a lost push is made up by the next one).
    if (due)
      await services.live
        .publish({ agencyId: due.agencyId, siteId: due.siteId as SiteId, type: 'tasks' })
        .catch(() => {});
  },
});

/** In the transaction that gives a task its due time: the job that tells of it then. */
export function scheduleTaskDue(tx: Pick<Database, 'insert'>, taskId: number, dueAt: Date) {
  const at = dueAt.toISOString();
  return enqueueJob(
    tx,
    TASK_DUE_JOB,
    { taskId, dueAt: at },
    { key: `${taskId}:${at}`, runAt: dueAt },
  );
}
