// Contract of the audit trail and the staff list (issue 22): the typed actions and their labels,
// the agency's whole trail (main account only; filtered, keyset-paged, exported as CSV), the
// history of one applicant or candidate, and the agency's staff accounts.
import { z } from '../zod';
import { NOTIFICATION_LABELS } from '../enums';
import { tokyoFormat } from '../tokyo-time';
import { id, idParams } from './common';
import { call, calls } from './define';

/** Every action the trail records, with the label the agency reads (screens and CSV). */
export const AUDIT_ACTION_LABELS = {
  'referral.created': '紹介',
  'referral.updated': '紹介情報の更新',
  'referral.bulk_requested': '一括紹介の受付',
  'referral.bulk_history_cleared': '一括紹介の履歴削除',
  'candidate.updated': '候補者情報の更新',
  'candidate.status_changed': '選考状況の変更',
  'evaluation.added': '評価の登録',
  'message.sent': 'メッセージ送信',
  'chat.thread_created': 'メッセージスレッド作成',
  'chat.message_sent': 'メッセージ送信（企業宛）',
  'chat.thread_read': 'メッセージ既読',
  'reservation.made': '説明会・面接の予約',
  'reservation.cancelled': '説明会・面接の予約取消',
  'reservation.updated': '説明会・面接の予約変更',
  'event.cancelled': '説明会・面接の中止',
  'date.proposed': '候補日程の提示',
  'date.confirmed': '日程確定',
  'date.rearrange_requested': '日程の再調整依頼',
  'file.added': 'ファイル追加',
  'file.removed': 'ファイル削除',
  'applicant.created': '求職者登録',
  'applicant.updated': '求職者情報の編集',
  'applicant.merged': '求職者の統合',
  'settings.account_changed': 'アカウント設定の変更',
  'settings.notifications_changed': '通知設定の変更',
  'password.changed': 'パスワード変更',
  'password.reset': 'パスワード再設定',
  'company.linked': '企業連携',
  'company.link_changed': '企業連携状態の変更',
  'calendar_feed.issued': 'カレンダー連携URLの発行',
  'account.created': 'アカウント作成',
  'account.invited': 'スタッフの招待',
  'session.login': 'ログイン',
  'session.logout': 'ログアウト',
} as const;

/**
 * What the agency reads for a field of a before/after summary (screens and CSV). A key without a
 * label (an answer of a company's own entry form) is shown as it is.
 */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  ...NOTIFICATION_LABELS,
  seiKanji: '姓（漢字）',
  meiKanji: '名（漢字）',
  seiKana: 'セイ（カナ）',
  meiKana: 'メイ（カナ）',
  email: 'メールアドレス',
  additionalEmail: '追加のメールアドレス',
  phone: '電話番号',
  phoneNumber: '電話番号',
  directMessageFlag: '直接連絡可否',
  introductionCompanyName: '会社名',
  contactPersonnel: '担当者名',
  address: '住所',
  userId: 'ユーザーID',
  title: '件名',
  content: '本文',
  attachments: '添付ファイル',
  fileName: 'ファイル名',
  memo: 'メモ',
  dates: '候補日程',
  startAt: '開始日時',
  endAt: '終了日時',
  status: 'ステータス',
  stepName: '選考ステップ',
  evaluationStage: '評価段階',
  eventId: '説明会・面接ID',
  eventTitle: '説明会・面接',
  jobId: '求人ID',
  candidateId: '紹介ID',
  companyId: '企業ID',
  messageId: 'メッセージID',
  referredAt: '推薦日時',
  importId: '一括紹介ID',
  imports: '一括紹介',
  kind: '種別',
  sourceApplicantId: '統合した候補者のID',
  keptApplicantId: '残した候補者のID',
};

export const auditFieldLabel = (key: string) => AUDIT_FIELD_LABELS[key] ?? key;

/** What a record is about (対象), as the agency reads it (screens and CSV). */
export const AUDIT_TARGET_LABELS = {
  account: 'アカウント',
  agency: '紹介会社',
  applicant: '求職者',
  bulk_import: '一括紹介',
  calendar_feed: 'カレンダー連携URL',
  candidate: '候補者',
  chat_thread: 'メッセージスレッド',
  company: '企業連携',
  evaluation: '評価',
  event: '説明会・面接',
  event_entry: '説明会・面接の予約',
  file: 'ファイル',
  invitation: 'スタッフの招待',
  job: '求人',
  message: 'メッセージ',
  notification_settings: '通知設定',
  session: 'ログイン',
  tentative_event: '候補日程',
} as const;
export type AuditTargetType = keyof typeof AUDIT_TARGET_LABELS;

/** 対象 in Japanese; a type this version does not know is shown as it is. */
export const auditTargetLabel = (type: string) =>
  (AUDIT_TARGET_LABELS as Record<string, string>)[type] ?? type;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];
export const auditAction = z.enum(AUDIT_ACTIONS);

/** Who did it: a staff account of the agency, the hiring company (console) or the operator. */
export const auditActor = z.object({
  kind: z.enum(['account', 'company', 'operator']),
  accountId: z.number().nullable(),
  /** The staff member's name (or user ID), the company's name, or 運営. */
  name: z.string(),
});

/** Plain values only: a summary never carries a password, a token or a hash. */
const summaryValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const summaryFields = z.record(z.string(), summaryValue);

export const auditEntry = z.object({
  id: z.number(),
  /** ISO 8601: when the write was committed (its transaction's time). */
  at: z.string(),
  action: auditAction,
  actor: auditActor,
  targetType: z.string(),
  targetId: z.number().nullable(),
  applicantId: z.number().nullable(),
  candidateId: z.number().nullable(),
  before: summaryFields.nullable(),
  after: summaryFields.nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** 'YYYY-MM-DD', a day in Japan. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The trail's filters: staff, action and period (days in Japan, both included). */
export const auditFilter = z.object({
  accountId: id.optional(),
  action: auditAction.optional(),
  from: day.optional(),
  to: day.optional(),
});
export type AuditFilter = z.infer<typeof auditFilter>;

export const AUDIT_PAGE_SIZE = 50;

export const auditPageQuery = auditFilter.extend({
  /** The nextCursor of the previous page. */
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number<number | string>().int().min(1).max(100).optional(),
});

export const auditPage = z.object({
  records: z.array(auditEntry),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPage>;

export const staffMember = z.object({
  id: z.number(),
  kind: z.enum(['main', 'sub']),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** '操作履歴_YYYYMMDD.csv', the date in Japan. */
export function auditCsvFileName(now: Date): string {
  return `操作履歴_${tokyoFormat(now, 'yyyyMMdd')}.csv`;
}

const TAG = '操作履歴 (audit)';
const historyQuery = z.object({ cursor: z.string().max(100).optional() });

export const auditCalls = calls({
  'GET /audit-records': call({
    refusals: [403],
    tag: TAG,
    summary: "操作履歴: the agency's whole trail, newest first (main account only; 403 otherwise)",
    query: auditPageQuery,
    response: auditPage,
  }),
  'GET /audit-records/export': call({
    refusals: [403],
    tag: TAG,
    summary: '操作履歴のCSV (UTF-8 with BOM), with the same filters (main account only)',
    query: auditFilter,
    answer: 'binary',
    contentType: 'text/csv',
  }),
  'GET /applicants/{id}/history': call({
    tag: TAG,
    summary: "履歴: an applicant's records and those of their referrals, newest first",
    params: idParams,
    query: historyQuery,
    response: auditPage,
  }),
  'GET /candidates/{id}/history': call({
    tag: TAG,
    summary: "履歴: a candidate's (referral's) records, newest first",
    params: idParams,
    query: historyQuery,
    response: auditPage,
  }),
  'GET /settings/staff': call({
    operationId: 'listStaff',
    refusals: [403],
    tag: TAG,
    summary: "スタッフ: the agency's main account and sub-accounts (main account only)",
    response: z.array(staffMember),
  }),
});
