// The Japanese texts of the dashboard (issue 29) that the api writes and the apps show: the
// titles of automatic tasks, the funnel's stage and exit labels, the waiting mark and the
// chase-up (催促) template. Plain TypeScript: the api and remote-dashboard both import it.
import type { FunnelExit, FunnelStage, TaskKind, WaitingKind } from './contract/dashboard';

/** The title each automatic task is created with ('manual': the user writes it). */
export const TASK_TITLES: Record<Exclude<TaskKind, 'manual'>, string> = {
  interview_follow_up: '前日フォロー',
  offer_confirmation: '内定承諾の意思確認',
  company_reply: '企業への返信',
  rejection_notice: '不合格の連絡',
};

export const TASK_KIND_LABELS: Record<TaskKind, string> = {
  manual: '手動',
  interview_follow_up: '面接前日のフォロー',
  offer_confirmation: '内定後の確認',
  company_reply: '企業メッセージへの返信',
  rejection_notice: '不合格の連絡',
};

export const TASK_BUCKET_LABELS = {
  overdue: '期限切れ',
  today: '今日',
  thisWeek: '今週',
  later: 'それ以降',
  done: '完了',
} as const;

export const FUNNEL_STAGE_LABELS: Record<FunnelStage, string> = {
  referred: '推薦',
  screening: '選考中',
  interview: '面接',
  offer: '内定',
  accepted: '内定承諾',
};

export const FUNNEL_EXIT_LABELS: Record<FunnelExit, string> = {
  declined: '選考辞退',
  rejected: '不合格',
  offerDeclined: '内定承諾前辞退',
  acceptedDeclined: '内定承諾後辞退',
};

export const WAITING_KIND_LABELS: Record<WaitingKind, string> = {
  documents: '書類選考の結果',
  interview_result: '面接結果',
};

/** 「企業回答待ち N日」: N business days. */
export const waitingLabel = (businessDays: number): string => `企業回答待ち ${businessDays}日`;

export interface ChaseUpFields {
  companyName: string;
  jobName: string;
  candidateName: string;
  businessDays: number;
  kind: WaitingKind;
}

/**
 * The chase-up the candidate's message composer starts from: polite business Japanese to the
 * company's 採用ご担当者様, with the company, the job, the candidate and the days waited.
 */
export function chaseUpMessage(fields: ChaseUpFields): string {
  const what = WAITING_KIND_LABELS[fields.kind];
  return [
    `${fields.companyName}`,
    '採用ご担当者様',
    '',
    'いつも大変お世話になっております。',
    `「${fields.jobName}」にご推薦しております${fields.candidateName}様の${what}につきまして、ご確認させていただきたくご連絡いたしました。`,
    `前回のご連絡から${fields.businessDays}営業日が経過しておりますので、ご状況をお聞かせいただけますと幸いです。`,
    'ご多忙のところ恐れ入りますが、ご確認のほどよろしくお願い申し上げます。',
  ].join('\n');
}
