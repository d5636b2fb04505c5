// The 9:00 run of issue 29 (each business day, Tokyo): marks the referrals past their threshold
// 「企業回答待ち N日」, creates 「企業への返信」 for company messages unanswered for a business day,
// and mails the agency its overdue and today's tasks with the marks (notification key
// nextAction: at once, or in the daily digest that runs right after it). An agency's run of a day
// is claimed by its row (waiting_runs): any number of replicas, retries or console runs for the
// same day do it once.
import { businessDaysSince, isBusinessDay } from '@portal/shared/business-days';
import { WAITING_KIND_LABELS, waitingLabel } from '@portal/shared/dashboard-messages';
import { tokyoDate, tokyoDisplay } from '@portal/shared/tokyo-time';
import type { Database } from '../../db/client';
import type { NotificationService } from '../../notifications/notification-service';
import { taskForUnansweredMessage } from './auto-tasks';
import { endOfTokyoDay } from './buckets';
import { digestTasks } from './task-queries';
import {
  allAgencyIds,
  claimWaitingRun,
  digestMarks,
  replaceMarks,
  thresholdsOf,
  unansweredCompanyMessages,
  waitingCandidates,
  type NewMark,
} from './waiting-queries';

export interface WaitingRun {
  /** The Tokyo day the run stands for. */
  day: string;
  businessDay: boolean;
  /** The agencies this run evaluated (another run's are not listed). */
  agencies: { agencyId: number; marked: number; tasksCreated: number; notified: boolean }[];
}

export async function runWaitingEvaluation(
  db: Database,
  notifications: NotificationService | null,
  at: Date,
): Promise<WaitingRun> {
  const day = tokyoDate(at);
  const run: WaitingRun = { day, businessDay: isBusinessDay(day), agencies: [] };
  if (!run.businessDay) return run;
  for (const agencyId of await allAgencyIds(db)) {
    const done = await evaluateWaiting(db, agencyId, day, at);
    if (!done) continue;
    const notified = notifications ? await notifyAgency(db, notifications, agencyId, at) : false;
    run.agencies.push({ agencyId, ...done, notified });
  }
  return run;
}

/** One agency's run of a day (null: another run has it). The seed runs the demo's too. */
export function evaluateWaiting(db: Database, agencyId: number, day: string, at: Date) {
  return db.transaction(async (tx) => {
    if (!(await claimWaitingRun(tx, agencyId, day))) return null;
    const thresholds = await thresholdsOf(tx, agencyId);
    const marks: NewMark[] = [];
    for (const candidate of await waitingCandidates(tx, agencyId, at)) {
      const thresholdDays =
        candidate.kind === 'documents' ? thresholds.documentsDays : thresholds.interviewResultDays;
      const businessDays = businessDaysSince(candidate.since, at);
      if (businessDays >= thresholdDays) marks.push({ ...candidate, businessDays, thresholdDays });
    }
    let tasksCreated = 0;
    for (const message of await unansweredCompanyMessages(tx, agencyId, at)) {
      if (businessDaysSince(message.createdAt, at) < 1) continue;
      if (await taskForUnansweredMessage(tx, message, at)) tasksCreated += 1;
    }
    await replaceMarks(tx, agencyId, day, marks, tasksCreated);
    return { marked: marks.length, tasksCreated };
  });
}

/** The mail of the run: overdue and today's tasks, then the referrals waiting. */
export function nextActionText(
  tasks: { title: string; dueAt: Date; applicantName: string; ownerName: string | null }[],
  marks: {
    businessDays: number;
    kind: keyof typeof WAITING_KIND_LABELS;
    name: string;
    job: string;
  }[],
  at: Date,
): string {
  const overdue = tasks.filter((task) => task.dueAt < at);
  const today = tasks.filter((task) => task.dueAt >= at);
  const line = (task: (typeof tasks)[number]) =>
    `・${task.title}（${task.applicantName}様、期限 ${tokyoDisplay(task.dueAt)}${task.ownerName ? `、担当 ${task.ownerName}` : ''}）`;
  const parts: string[] = [];
  if (overdue.length)
    parts.push(`期限切れのやること（${overdue.length}件）`, ...overdue.map(line), '');
  if (today.length) parts.push(`今日のやること（${today.length}件）`, ...today.map(line), '');
  if (marks.length)
    parts.push(
      `企業からの回答待ち（${marks.length}件）`,
      ...marks.map(
        (mark) =>
          `・${mark.name}様 ${mark.job}：${waitingLabel(mark.businessDays)}（${WAITING_KIND_LABELS[mark.kind]}）`,
      ),
      '',
    );
  return parts.join('\n').trim();
}

async function notifyAgency(
  db: Database,
  notifications: NotificationService,
  agencyId: number,
  at: Date,
): Promise<boolean> {
  const tasks = (await digestTasks(db, agencyId, endOfTokyoDay(at))).map((task) => ({
    title: task.title,
    dueAt: task.dueAt,
    applicantName: `${task.seiKanji} ${task.meiKanji}`,
    ownerName: task.ownerName,
  }));
  const marks = (await digestMarks(db, agencyId)).map((mark) => ({
    businessDays: Number(mark.business_days),
    kind: mark.kind,
    name: `${mark.sei_kanji ?? ''} ${mark.mei_kanji ?? ''}`.trim(),
    job: [mark.company_name, mark.job_name].filter(Boolean).join(' '),
  }));
  if (!tasks.length && !marks.length) return false;
  await notifications.notify(agencyId, 'nextAction', {
    subject: `【紹介会社ポータル】今日のやることと企業回答待ち（${tokyoDate(at).replaceAll('-', '/')}）`,
    text: nextActionText(tasks, marks, at),
  });
  return true;
}
