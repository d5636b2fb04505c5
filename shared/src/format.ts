// Date formatting shown across the portal: luxon in Asia/Tokyo with the ja-JP locale.
// (Text truncation lives in text.ts so the shell's first load does not fetch luxon.)
import { DateTime } from 'luxon';

export const TIME_ZONE = 'Asia/Tokyo';
export const LOCALE = 'ja-JP';
/** Shown for a date the server left empty (spec 2: tentative events). */
export const UNSET_DATE_TEXT = '未設定';

const OPTIONS = { zone: TIME_ZONE, locale: LOCALE } as const;
/** The server's "no date" value for recruitment dates. */
const ZERO_DATE = /^0000-00-00/;

/**
 * Reads the date formats the api and the spec use: ISO 8601, SQL ('YYYY-MM-DD HH:mm:ss') and the
 * display form ('YYYY/MM/DD HH:mm'). A value without an offset is Tokyo time. Unset → null.
 */
export function parseDateTime(value: string | null | undefined): DateTime | null {
  if (!value || ZERO_DATE.test(value)) return null;
  const candidates = [
    () => DateTime.fromISO(value, OPTIONS),
    () => DateTime.fromSQL(value, OPTIONS),
    () => DateTime.fromFormat(value, 'yyyy/MM/dd HH:mm', OPTIONS),
    () => DateTime.fromFormat(value, 'yyyy/MM/dd', OPTIONS),
  ];
  for (const parse of candidates) {
    const parsed = parse();
    if (parsed.isValid) return parsed.setZone(TIME_ZONE).setLocale(LOCALE);
  }
  return null;
}

function format(value: string | null | undefined, pattern: string): string {
  return parseDateTime(value)?.toFormat(pattern) ?? '';
}

/** 'YYYY/MM/DD'; '' when empty or unreadable. */
export function formatDate(value: string | null | undefined): string {
  return format(value, 'yyyy/MM/dd');
}

/** 'YYYY/MM/DD HH:mm'; '' when empty or unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  return format(value, 'yyyy/MM/dd HH:mm');
}

/** 'YYYY/MM/DD HH:mm:ss' (receipts and the audit trail: to the second); '' when empty. */
export function formatDateTimeSeconds(value: string | null | undefined): string {
  return format(value, 'yyyy/MM/dd HH:mm:ss');
}

/** 'HH:mm'. */
export function formatTime(value: string | null | undefined): string {
  return format(value, 'HH:mm');
}

/** 'YYYY年MM月', the calendar's month label. */
export function formatYearMonth(value: string | null | undefined): string {
  return format(value, 'yyyy年MM月');
}

/**
 * A time range; the end shows only its time when it falls on the start's day. Either end
 * missing shows 未設定.
 */
export function formatDateTimeRange(
  start: string | null | undefined,
  end: string | null | undefined,
): string {
  const from = parseDateTime(start);
  const to = parseDateTime(end);
  const startText = from?.toFormat('yyyy/MM/dd HH:mm') ?? UNSET_DATE_TEXT;
  if (!to) return `${startText} 〜 ${UNSET_DATE_TEXT}`;
  const sameDay = from !== null && from.hasSame(to, 'day');
  return `${startText} 〜 ${to.toFormat(sameDay ? 'HH:mm' : 'yyyy/MM/dd HH:mm')}`;
}

/** A server date in a free value: 'YYYY-MM-DD', or with a time ('YYYY-MM-DD HH:mm[:ss]', ISO). */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A value shown as is unless it is a server date: then as the portal shows dates
 * ('YYYY/MM/DD' or 'YYYY/MM/DD HH:mm'), and the unset date ('0000-00-00 00:00:00') as 未設定.
 * For label/value lines whose values may be dates (a job's detail, date answers).
 */
export function formatValue(value: string): string {
  if (ZERO_DATE.test(value)) return UNSET_DATE_TEXT;
  if (DATE_ONLY.test(value)) return formatDate(value) || value;
  if (DATE_TIME.test(value)) return formatDateTime(value) || value;
  return value;
}
