// Status enums of the work area with their Japanese labels and colour tones (spec 2 §3-§4), plus
// the labels of notification keys and sidebar badges. Plain TypeScript: the api imports it too.
import type { NotificationKey, SidebarBadges, SiteId } from './contract';

/** Colour tones; ui/theme maps each one to a colour. */
export type StatusTone = 'green' | 'grey' | 'red' | 'amber' | 'orange' | 'blue';

// --- candidate selection status (specialSelectionStatus) ---------------------------------
export const SELECTION_STATUS = {
  BEFORE_SELECTION: 1,
  IN_SELECTION: 2,
  SELECTION_DECLINED: 3,
  DECLINED_BEFORE_OFFER_ACCEPTANCE: 4,
  DECLINED_AFTER_OFFER_ACCEPTANCE: 5,
  REJECTED: 6,
  INFORMAL_DECISION: 7,
  OFFER_ACCEPTED: 8,
} as const;
export type SelectionStatus = (typeof SELECTION_STATUS)[keyof typeof SELECTION_STATUS];

export const SELECTION_STATUS_LABELS: Record<SelectionStatus, string> = {
  1: '選考前',
  2: '選考中',
  3: '選考辞退',
  4: '内定承諾前辞退',
  5: '内定承諾後辞退',
  6: '不合格',
  7: '内定',
  8: '内定承諾',
};

export const SELECTION_STATUS_TONES: Record<SelectionStatus, StatusTone> = {
  1: 'green',
  2: 'green',
  3: 'grey',
  4: 'grey',
  5: 'grey',
  6: 'grey',
  7: 'red',
  8: 'red',
};

export function isSelectionStatus(value: unknown): value is SelectionStatus {
  return typeof value === 'number' && value in SELECTION_STATUS_LABELS;
}

/** Shown for a code the server may add later; better than an empty pill. */
export const UNKNOWN_STATUS_LABEL = '不明';

/** The label of a status for the site's service line, with '/' + step name when present. */
export function selectionStatusLabel(
  code: number,
  siteId: SiteId,
  stepName?: string | null,
): string {
  if (!isSelectionStatus(code)) return UNKNOWN_STATUS_LABEL;
  const base =
    code === SELECTION_STATUS.OFFER_ACCEPTED && siteId === 'mid'
      ? '採用決定'
      : SELECTION_STATUS_LABELS[code];
  return stepName ? `${base}/${stepName}` : base;
}

export function selectionStatusTone(code: number): StatusTone {
  return isSelectionStatus(code) ? SELECTION_STATUS_TONES[code] : 'grey';
}

// --- temporary (duplicate-check) candidates ---------------------------------------------
export const TMP_CANDIDATE = {
  CHECKING: {
    label: '重複確認中',
    tone: 'orange',
    tooltip: '既存の候補者と同一人物の可能性があるため、現在確認中です。',
  },
  DISCARDED: {
    label: '重複破棄済み',
    tone: 'grey',
    tooltip: 'この紹介は無効になりました。詳細は企業にお問い合わせください。',
  },
} as const satisfies Record<string, { label: string; tone: StatusTone; tooltip: string }>;

export interface CandidateStatusFields {
  specialSelectionStatus: number;
  selectionStepName?: string | null;
  isTmpCandidate?: boolean;
  isTmpCandidateDiscarded?: boolean;
}

export interface StatusPill {
  label: string;
  tone: StatusTone;
  tooltip?: string;
}

/** The pill of a candidate card: duplicate-check states win over the selection status. */
export function candidateStatusPill(candidate: CandidateStatusFields, siteId: SiteId): StatusPill {
  if (candidate.isTmpCandidateDiscarded) return { ...TMP_CANDIDATE.DISCARDED };
  if (candidate.isTmpCandidate) return { ...TMP_CANDIDATE.CHECKING };
  return {
    label: selectionStatusLabel(
      candidate.specialSelectionStatus,
      siteId,
      candidate.selectionStepName,
    ),
    tone: selectionStatusTone(candidate.specialSelectionStatus),
  };
}

/** Checkbox options of the referred-candidates filter; mid adds the duplicate-check states. */
export function selectionStatusFilterOptions(siteId: SiteId): { value: string; label: string }[] {
  const statuses = Object.values(SELECTION_STATUS).map((code) => ({
    value: String(code),
    label: selectionStatusLabel(code, siteId),
  }));
  if (siteId !== 'mid') return statuses;
  return [
    ...statuses,
    { value: 'tmpCandidateDiscarded', label: TMP_CANDIDATE.DISCARDED.label },
    { value: 'tmpCandidate', label: TMP_CANDIDATE.CHECKING.label },
  ];
}

// --- event entry status ------------------------------------------------------------------
export const EVENT_ENTRY_STATUS = {
  RESERVED: 1,
  CANCELED: 2,
  ATTENDED: 3,
  NOT_ATTENDED: 4,
} as const;
export type EventEntryStatus = (typeof EVENT_ENTRY_STATUS)[keyof typeof EVENT_ENTRY_STATUS];

export const EVENT_ENTRY_STATUS_LABELS: Record<EventEntryStatus, string> = {
  1: '予約済み',
  2: 'キャンセル済み',
  3: '参加済み',
  4: '不参加',
};

/** The candidate's event history says 予約中 where the event modal says 予約済み. */
export const EVENT_HISTORY_STATUS_LABELS: Record<EventEntryStatus, string> = {
  ...EVENT_ENTRY_STATUS_LABELS,
  1: '予約中',
};

export const EVENT_ENTRY_STATUS_TONES: Record<EventEntryStatus, StatusTone> = {
  1: 'green',
  2: 'grey',
  3: 'blue',
  4: 'red',
};

/** History items carry the status as a string ('1'-'4'), entries as a number. */
export function toEventEntryStatus(value: number | string): EventEntryStatus | null {
  const code = Number(value);
  return code in EVENT_ENTRY_STATUS_LABELS ? (code as EventEntryStatus) : null;
}

export function eventEntryStatusLabel(
  value: number | string,
  context: 'modal' | 'history' = 'modal',
): string {
  const code = toEventEntryStatus(value);
  if (code === null) return UNKNOWN_STATUS_LABEL;
  return context === 'history'
    ? EVENT_HISTORY_STATUS_LABELS[code]
    : EVENT_ENTRY_STATUS_LABELS[code];
}

export const RESERVATION_EXPIRED_TEXT = '予約期限が過ぎています';
export const CANCEL_EXPIRED_TEXT = 'キャンセル期限が過ぎています';

// --- agency ↔ company link status (連携) -----------------------------------------------------
export const PERMIT_MATCHING_STATUS = {
  MATCHED: 'MATCHED',
  UNMATCHED: 'UNMATCHED',
} as const;
export type PermitMatchingStatus =
  (typeof PERMIT_MATCHING_STATUS)[keyof typeof PERMIT_MATCHING_STATUS];

// --- bulk referral import flag ------------------------------------------------------------
export const IMPORT_FLAG = {
  PROCESSING: 1,
  COMPLETED: 2,
  PARTIALLY_FAILED: 4,
  UNEXPECTED_ERROR: 5,
} as const;
export type ImportFlag = (typeof IMPORT_FLAG)[keyof typeof IMPORT_FLAG];
export type ImportFlagStyle = 'info' | 'success' | 'error';

export const IMPORT_FLAG_NOTICES: Record<ImportFlag, { message: string; style: ImportFlagStyle }> =
  {
    1: { message: '現在、一括紹介の処理中です。', style: 'info' },
    2: { message: '一括紹介が完了しました', style: 'success' },
    4: {
      message: '一部、紹介できなかった候補者がいます。詳細は「一括紹介」ボタンからご確認ください。',
      style: 'error',
    },
    5: {
      message:
        '一括紹介時に予期せぬエラーが発生しました。個別紹介をご利用いただくか、弊社カスタマーサポートへお問い合わせください',
      style: 'error',
    },
  };

/** The notice for a job's import flag; null for no flag (0/null) and for flag 3 (not shown). */
export function importFlagNotice(
  flag: number | null | undefined,
): { message: string; style: ImportFlagStyle } | null {
  if (flag === null || flag === undefined || !(flag in IMPORT_FLAG_NOTICES)) return null;
  return IMPORT_FLAG_NOTICES[flag as ImportFlag];
}

/** Flags 4 and 5 put an indicator on the bulk button and list the failed candidates. */
export function importFlagHasFailures(flag: number | null | undefined): boolean {
  return flag === IMPORT_FLAG.PARTIALLY_FAILED || flag === IMPORT_FLAG.UNEXPECTED_ERROR;
}

// --- entry-form answer types --------------------------------------------------------------
export const ANSWER_TYPE = {
  SINGLE_LINE_TEXT: 1,
  MULTI_LINE_TEXT: 2,
  CHECKBOX: 3,
  DROPDOWN: 4,
  RADIO: 5,
  FILE: 6,
  DATE: 7,
  EMPLOYMENT_HISTORY: 8,
} as const;
export type AnswerType = (typeof ANSWER_TYPE)[keyof typeof ANSWER_TYPE];

export const ANSWER_TYPE_LABELS: Record<AnswerType, string> = {
  1: '1行テキスト',
  2: '複数行テキスト',
  3: 'チェックボックス',
  4: 'プルダウン',
  5: 'ラジオボタン',
  6: 'ファイルアップロード',
  7: '日付',
  8: '職歴',
};

// --- notification settings ----------------------------------------------------------------
export const NOTIFICATION_LABELS: Record<NotificationKey, string> = {
  reserve: '説明会・面接の予約',
  cancelReserve: '予約のキャンセル',
  cancel: '選考辞退',
  message: 'メッセージ受信',
  evaluationPermit: '評価の公開',
  jobPublish: '求人の公開',
  unjoined: '不参加',
  chat: 'チャット受信',
  scheduleAdjustmentRequest: '日程調整の依頼',
  nextAction: 'やること・企業回答待ち',
};

/** Mid-career has interviews only, so the reservation label drops 説明会. */
export function notificationLabel(key: NotificationKey, siteId: SiteId): string {
  return key === 'reserve' && siteId === 'mid' ? '面接の予約' : NOTIFICATION_LABELS[key];
}

// --- sidebar badges -----------------------------------------------------------------------
/** Keyed both by the sidebar entry's path ('jobs/search') and by its section ('jobs'). */
export const BADGE_TOOLTIPS = {
  'jobs/search': '一括紹介の履歴があります',
  jobs: '一括紹介の履歴があります',
  applicants: '未読メッセージがあります',
  chat: '未読メッセージがあります',
  settings: '連携待ちの企業があります',
} as const;

/** Which count of GET /sidebar/badges lights which sidebar entry. */
export const BADGE_COUNT_KEYS = {
  'jobs/search': 'importedJob',
  jobs: 'importedJob',
  applicants: 'unreadCandidateThread',
  chat: 'unreadThread',
  settings: 'unmatchedCompany',
} as const satisfies Record<keyof typeof BADGE_TOOLTIPS, keyof SidebarBadges>;
