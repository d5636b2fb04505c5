// The automatic tasks of issue 29, created in the transaction of what caused them and once each
// (the occurrence is unique: a retry or a second replica creates nothing):
// - an interview date confirmed → 「前日フォロー」 the day before at 17:00 (Tokyo);
// - 内定 → 「内定承諾の意思確認」 in 3 business days (18:00);
// - 不合格 → 「不合格の連絡」 the same day (18:00, or the end of the day when later);
// - a company message unanswered for one business day → 「企業への返信」 (the 9:00 run).
import { addBusinessDays } from '@portal/shared/business-days';
import { TASK_TITLES } from '@portal/shared/dashboard-messages';
import { SELECTION_STATUS } from '@portal/shared/enums';
import { addDays, tokyoDate } from '@portal/shared/tokyo-time';
import type { Database } from '../../db/client';
import { tokyoAt } from './buckets';
import { insertAutoTask } from './task-queries';

type Tx = Pick<Database, 'execute' | 'insert'>;

/** The end of a working day a same-day task is due at. */
const DAY_END = '18:00';

export function sameDayDue(now: Date): Date {
  const evening = tokyoAt(tokyoDate(now), DAY_END);
  return evening > now ? evening : tokyoAt(tokyoDate(now), '23:59');
}

/** After a status change of a referral: 内定 and 不合格 make their task. */
export async function tasksForStatus(
  tx: Tx,
  candidateId: number,
  before: number,
  after: number,
  now: Date,
): Promise<void> {
  if (before === after) return;
  if (after === SELECTION_STATUS.INFORMAL_DECISION) {
    await insertAutoTask(tx, {
      kind: 'offer_confirmation',
      candidateId,
      occurrence: 'offer',
      title: TASK_TITLES.offer_confirmation,
      dueAt: tokyoAt(addBusinessDays(tokyoDate(now), 3), DAY_END),
      now,
    });
  }
  if (after === SELECTION_STATUS.REJECTED) {
    await insertAutoTask(tx, {
      kind: 'rejection_notice',
      candidateId,
      occurrence: 'rejected',
      title: TASK_TITLES.rejection_notice,
      dueAt: sameDayDue(now),
      now,
    });
  }
}

/** After an interview date is confirmed: the follow-up the day before at 17:00. */
export async function taskForConfirmedDate(
  tx: Tx,
  candidateId: number,
  tentativeEventId: number,
  startAt: Date,
  now: Date,
): Promise<void> {
  await insertAutoTask(tx, {
    kind: 'interview_follow_up',
    candidateId,
    occurrence: `date:${tentativeEventId}`,
    title: TASK_TITLES.interview_follow_up,
    dueAt: tokyoAt(addDays(tokyoDate(startAt), -1), '17:00'),
    now,
  });
}

/** From the 9:00 run: a company message left unanswered for a business day. */
export function taskForUnansweredMessage(
  tx: Tx,
  message: { messageId: number; candidateId: number },
  now: Date,
): Promise<boolean> {
  return insertAutoTask(tx, {
    kind: 'company_reply',
    candidateId: message.candidateId,
    occurrence: `message:${message.messageId}`,
    title: TASK_TITLES.company_reply,
    dueAt: sameDayDue(now),
    now,
  });
}
