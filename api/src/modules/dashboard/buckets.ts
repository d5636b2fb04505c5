// Where a task falls on the list (issue 29), on the Tokyo calendar: 期限切れ (its time has
// passed), 今日, 今週 (after today up to Sunday), それ以降.
import type { TaskBucket } from '@portal/shared/contract/dashboard';
import { endOfTokyoDay, endOfTokyoWeek, tokyoAt } from '@portal/shared/business-days';

export { endOfTokyoDay, endOfTokyoWeek, tokyoAt };

export function bucketOf(dueAt: Date, now: Date): Exclude<TaskBucket, 'done'> {
  if (dueAt.getTime() < now.getTime()) return 'overdue';
  if (dueAt < endOfTokyoDay(now)) return 'today';
  if (dueAt < endOfTokyoWeek(now)) return 'thisWeek';
  return 'later';
}

const ORDER: Record<Exclude<TaskBucket, 'done'>, number> = {
  overdue: 0,
  today: 1,
  thisWeek: 2,
  later: 3,
};

/**
 * The list's order: 期限切れ first, the most recently overdue first (the newest problems), then
 * 今日, 今週 and それ以降 by due time.
 */
export function compareTasks(
  a: { bucket: TaskBucket; dueAt: string; id: number },
  b: { bucket: TaskBucket; dueAt: string; id: number },
): number {
  const rank = (bucket: TaskBucket) => (bucket === 'done' ? 4 : ORDER[bucket]);
  if (rank(a.bucket) !== rank(b.bucket)) return rank(a.bucket) - rank(b.bucket);
  const byDue = Date.parse(a.dueAt) - Date.parse(b.dueAt);
  const ordered = a.bucket === 'overdue' ? -byDue : byDue;
  return ordered || a.id - b.id;
}
