// The 「企業回答待ち N日」 mark of a referral (issue 29, dashboard/waiting): the dashboard, the
// candidate page, the job's 紹介済み候補者一覧 and the applicant list carry the same shape.
import { z } from '../zod';

/**
 * What the referral waits for: 書類 (the company has not moved a referral still 選考前) or
 * 面接結果 (a confirmed interview date has passed without an answer).
 */
export const WAITING_KINDS = ['documents', 'interview_result'] as const;
export type WaitingKind = (typeof WAITING_KINDS)[number];

export const waitingMark = z.object({
  kind: z.enum(WAITING_KINDS),
  /** Business days (Tokyo, weekends and public holidays skipped) since the agency's last move. */
  businessDays: z.number(),
  /** The agency's threshold for this kind when the mark was set. */
  thresholdDays: z.number(),
  /** The agency's last move the company has not answered (ISO 8601, +09:00). */
  since: z.string(),
  /** 「企業回答待ち N日」, ready to show. */
  label: z.string(),
});
export type WaitingMark = z.infer<typeof waitingMark>;
