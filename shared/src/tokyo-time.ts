// Tokyo time, the one way: every date the portal reads, writes or shows is Asia/Tokyo (luxon).
// The api (queries, mails, iCalendar, the demo clock) and the apps (calendar, referral form, CSV
// names) take their date math from here; shared/src/format.ts shows dates to users.
import { DateTime } from 'luxon';

export const TIME_ZONE = 'Asia/Tokyo';

type Instant = Date | number;

const inTokyo = (instant: Instant) =>
  DateTime.fromMillis(typeof instant === 'number' ? instant : instant.getTime(), {
    zone: TIME_ZONE,
  });

/** An instant in Tokyo time by a luxon pattern ('yyyy/MM/dd HH:mm'). */
export const tokyoFormat = (instant: Instant, pattern: string): string =>
  inTokyo(instant).toFormat(pattern);

/** 'YYYY/MM/DD HH:mm' */
export const tokyoDisplay = (instant: Instant) => tokyoFormat(instant, 'yyyy/MM/dd HH:mm');

/** ISO 8601 with the +09:00 offset, to the second. */
export const tokyoIso = (instant: Instant) => tokyoFormat(instant, "yyyy-MM-dd'T'HH:mm:ssZZ");

/** 'YYYY-MM-DD HH:mm:ss' (the SQL form of job dates). */
export const tokyoSql = (instant: Instant) => tokyoFormat(instant, 'yyyy-MM-dd HH:mm:ss');

/** iCalendar local time of TZID=Asia/Tokyo: 'YYYYMMDDTHHmmss'. */
export const tokyoIcal = (instant: Instant) => tokyoFormat(instant, "yyyyMMdd'T'HHmmss");

/** 'YYYY-MM-DD': the Tokyo day of an instant. */
export const tokyoDate = (instant: Instant) => tokyoFormat(instant, 'yyyy-MM-dd');

/** 'YYYY-MM': the Tokyo month of an instant. */
export const tokyoMonth = (instant: Instant) => tokyoFormat(instant, 'yyyy-MM');

/** The year and month (1–12) of an instant in Tokyo. */
export function tokyoYearMonth(instant: Instant): { year: number; month: number } {
  const { year, month } = inTokyo(instant);
  return { year, month };
}

/**
 * A Tokyo wall-clock time without an offset ('YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DDTHH:mm', or a
 * date) → the instant; an ISO text with an offset keeps its offset. Null when unreadable.
 */
export function parseTokyo(text: string): Date | null {
  const value = text.trim();
  const parsed = DateTime.fromISO(value, { zone: TIME_ZONE }).isValid
    ? DateTime.fromISO(value, { zone: TIME_ZONE })
    : DateTime.fromSQL(value, { zone: TIME_ZONE });
  return parsed.isValid ? parsed.toJSDate() : null;
}

/** 'YYYY-MM-DD' plus whole days (calendar days, not 24-hour steps). */
export const addDays = (isoDate: string, days: number): string =>
  DateTime.fromISO(isoDate, { zone: TIME_ZONE }).plus({ days }).toFormat('yyyy-MM-dd');

/** Whole calendar days from one 'YYYY-MM-DD' to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round(
    DateTime.fromISO(to, { zone: TIME_ZONE }).diff(
      DateTime.fromISO(from, { zone: TIME_ZONE }),
      'days',
    ).days,
  );

/** The first instant of a month in Tokyo ('YYYY/MM' or 'YYYY-MM') and of the month after. */
export function tokyoMonthRange(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split(/[/-]/).map(Number);
  const from = DateTime.fromObject({ year, month: monthNumber, day: 1 }, { zone: TIME_ZONE });
  return { from: from.toJSDate(), to: from.plus({ months: 1 }).toJSDate() };
}

/** The hour of the day in Tokyo (0–23). */
export const tokyoHour = (instant: Instant): number => inTokyo(instant).hour;
