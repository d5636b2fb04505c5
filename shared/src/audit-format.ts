// The audit trail as people read it (issue 22 follow-up), one formatter for the screens
// (shared/src/ui/audit-list.tsx: 操作履歴 and the 履歴 tabs) and the api's CSV export, so both show
// the same words: a time in Tokyo (2026/12/12 13:00, not 2026-12-12T04:00:00.000Z), a message
// body as text (not <p>…</p>), a yes/no as the field's own words (受け取る / 受け取らない, 可 / 不可)
// or あり / なし, a status code as its label. Kept apart from the contract so that the contract
// does not pull luxon into every remote's first load.
import type { AuditEntry } from './contract/audit';
import { auditFieldLabel, type AuditTargetType } from './contract/audit-labels';
import { NOTIFICATION_KEYS, type NotificationKey } from './contract';
import { NOTIFICATION_MODE_LABELS, type NotificationMode } from './contract/notification-modes';
import { API_TOKEN_SCOPE_LABELS, type ApiTokenScope } from './contract/api-token-scopes';
import {
  EVENT_ENTRY_STATUS_LABELS,
  PERMIT_MATCHING_STATUS,
  SELECTION_STATUS_LABELS,
  type EventEntryStatus,
  type SelectionStatus,
} from './enums';
import { formatDateTime, formatValue } from './format';
import { isMessageHtml, messageToPlainText } from './html-policy';

export type AuditValue = string | number | boolean | null;
export type AuditSummary = Record<string, AuditValue>;

/** An empty value (null, '' or a field the summary does not have). */
export const AUDIT_EMPTY_TEXT = '（なし）';
export const AUDIT_YES_TEXT = 'あり';
export const AUDIT_NO_TEXT = 'なし';

/** A field's own words for its values; undefined = the general rules. */
type Words = (value: AuditValue) => string | undefined;

const yesNo =
  (yes: string, no: string): Words =>
  (value) =>
    typeof value === 'boolean' ? (value ? yes : no) : undefined;

const notificationWords: Words = (value) =>
  typeof value === 'boolean'
    ? NOTIFICATION_MODE_LABELS[value ? 'immediate' : 'off']
    : typeof value === 'string' && value in NOTIFICATION_MODE_LABELS
      ? NOTIFICATION_MODE_LABELS[value as NotificationMode]
      : undefined;

const labelOf =
  <K extends string | number>(labels: Record<K, string>): Words =>
  (value) =>
    (typeof value === 'number' || typeof value === 'string') && String(value) in labels
      ? labels[value as K]
      : undefined;

const LINK_STATUS_LABELS = {
  [PERMIT_MATCHING_STATUS.MATCHED]: '連携済み',
  [PERMIT_MATCHING_STATUS.UNMATCHED]: '未連携',
};

/** Words by field key, whatever the target. */
const FIELD_WORDS: Record<string, Words> = {
  ...Object.fromEntries(NOTIFICATION_KEYS.map((key: NotificationKey) => [key, notificationWords])),
  // The applicant's flag is true when the company may NOT contact them directly.
  directMessageFlag: yesNo('不可', '可'),
  specialSelectionStatus: labelOf<SelectionStatus>(SELECTION_STATUS_LABELS),
  subAccountsMayCreate: yesNo('許可する', '許可しない'),
};

/** Words of a field that means different things on different targets (`status`). */
const TARGET_FIELD_WORDS: Partial<Record<AuditTargetType, Record<string, Words>>> = {
  event_entry: { status: labelOf<EventEntryStatus>(EVENT_ENTRY_STATUS_LABELS) },
  company: { status: labelOf(LINK_STATUS_LABELS) },
  api_token: { scope: labelOf<ApiTokenScope>(API_TOKEN_SCOPE_LABELS) },
};

/**
 * Who did it, as the agency reads it (screens and CSV): the staff member's name, followed by
 * 「API連携: <token name>」 when the write came through an API token.
 */
export function auditActorText(actor: Pick<AuditEntry['actor'], 'name' | 'apiToken'>): string {
  return actor.apiToken ? `${actor.name}（API連携: ${actor.apiToken}）` : actor.name;
}

/** An ISO or SQL date-time inside a longer text (候補日程: '…〜…, …〜…'). */
const EMBEDDED_DATE_TIME =
  /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?/g;

/** A message body as one line of text; a body the trail cut short loses its half tag. */
function htmlAsText(value: string): string {
  const whole = value.replace(/<[^<>]*…$/, '…');
  return messageToPlainText(whole).replace(/\s*\n+\s*/g, ' ');
}

function textOf(value: string): string {
  const text = isMessageHtml(value) ? htmlAsText(value) : value;
  const single = formatValue(text);
  if (single !== text) return single;
  return text.replace(EMBEDDED_DATE_TIME, (match) => formatDateTime(match) || match);
}

/** One before/after value as the agency reads it (screens and CSV). */
export function formatAuditValue(
  value: AuditValue | undefined,
  key: string,
  targetType?: string,
): string {
  if (value === null || value === undefined || value === '') return AUDIT_EMPTY_TEXT;
  const words =
    TARGET_FIELD_WORDS[targetType as AuditTargetType]?.[key] ?? FIELD_WORDS[key] ?? undefined;
  const own = words?.(value);
  if (own !== undefined) return own;
  if (typeof value === 'boolean') return value ? AUDIT_YES_TEXT : AUDIT_NO_TEXT;
  if (typeof value === 'number') return String(value);
  return textOf(value);
}

export interface AuditChange {
  key: string;
  /** The field in Japanese (a company form's own key as it is). */
  label: string;
  /** Absent when the record has no before value for the field (a creation). */
  before?: string;
  after: string;
}

/** The fields a record changed, in order, each with its label and its values as read. */
export function auditChanges(
  entry: Pick<AuditEntry, 'before' | 'after' | 'targetType'>,
): AuditChange[] {
  const { before, after, targetType } = entry;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => ({
    key,
    label: auditFieldLabel(key),
    ...(before && key in before ? { before: formatAuditValue(before[key], key, targetType) } : {}),
    after: formatAuditValue(after?.[key], key, targetType),
  }));
}

/** A summary (before or after) in one line: '電話番号: 090-… / 住所: …'; '' when none. */
export function auditSummaryText(summary: AuditSummary | null, targetType: string): string {
  return summary
    ? Object.entries(summary)
        .map(
          ([key, value]) => `${auditFieldLabel(key)}: ${formatAuditValue(value, key, targetType)}`,
        )
        .join(' / ')
    : '';
}
