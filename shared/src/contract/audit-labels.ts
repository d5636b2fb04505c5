// The audit trail's words, without zod: the actions, fields and targets as the agency reads them
// and the CSV's file name. A screen that shows the trail (操作履歴, the 履歴 tabs) reads these,
// not the contract (./audit.ts, which re-exports them), so zod does not come with it.
import { NOTIFICATION_LABELS } from '../enums';
import { tokyoFormat } from '../tokyo-time';

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
  'webhook.created': 'Webhookの追加',
  'webhook.updated': 'Webhookの変更',
  'webhook.deleted': 'Webhookの削除',
  'webhook.replayed': 'Webhookの再送',
  'webhook.tested': 'Webhookの送信テスト',
  'api_token.created': 'APIトークンの発行',
  'api_token.revoked': 'APIトークンの無効化',
  'api_token.policy_changed': 'サブアカウントのAPIトークン発行可否の変更',
  'account.created': 'アカウント作成',
  'account.invited': 'スタッフの招待',
  'session.login': 'ログイン',
  'session.logout': 'ログアウト',
  'task.created': 'やることの登録',
  'task.updated': 'やることの変更',
  'task.completed': 'やることの完了',
  'task.reopened': 'やることの完了取消',
  'task.deleted': 'やることの削除',
  'settings.waiting_thresholds_changed': '回答待ちの基準の変更',
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
  url: 'URL',
  eventTypes: '受け取るイベント',
  active: '有効',
  deliveryId: '配信ID',
  keptApplicantId: '残した候補者のID',
  dueAt: '期限',
  note: 'メモ',
  ownerAccountId: '担当者',
  done: '完了',
  documentsDays: '書類の回答待ち基準（営業日）',
  interviewResultDays: '面接結果の回答待ち基準（営業日）',
  name: '名前',
  scope: '権限',
  expiresAt: '有効期限',
  actingAccount: '実行するスタッフ',
  subAccountsMayCreate: 'サブアカウントの発行',
};

export const auditFieldLabel = (key: string) => AUDIT_FIELD_LABELS[key] ?? key;

/** What a record is about (対象), as the agency reads it (screens and CSV). */
export const AUDIT_TARGET_LABELS = {
  account: 'アカウント',
  agency: '紹介会社',
  api_token: 'APIトークン',
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
  task: 'やること',
  waiting_thresholds: '回答待ちの基準',
  webhook_endpoint: 'Webhook',
} as const;
export type AuditTargetType = keyof typeof AUDIT_TARGET_LABELS;

/** 対象 in Japanese; a type this version does not know is shown as it is. */
export const auditTargetLabel = (type: string) =>
  (AUDIT_TARGET_LABELS as Record<string, string>)[type] ?? type;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

/** '操作履歴_YYYYMMDD.csv', the date in Japan. */
export function auditCsvFileName(now: Date): string {
  return `操作履歴_${tokyoFormat(now, 'yyyyMMdd')}.csv`;
}
