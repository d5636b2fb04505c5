// Business days on the Tokyo calendar (issue 29): weekends and Japanese public holidays are
// skipped, the holidays from @holiday-jp/holiday_jp (data, never a hand-written list). Days are
// Tokyo dates 'YYYY-MM-DD'; shared/src/tokyo-time.ts turns instants into them.
import holidayJp from '@holiday-jp/holiday_jp';
import { DateTime } from 'luxon';
import { TIME_ZONE, tokyoDate } from './tokyo-time';

const holidays = holidayJp.holidays as Record<string, unknown>;

const day = (isoDate: string) => DateTime.fromISO(isoDate, { zone: TIME_ZONE });

/** A Japanese public holiday (振替休日 and 国民の休日 included). */
export const isPublicHoliday = (isoDate: string): boolean => isoDate in holidays;

/** Not a Saturday, a Sunday or a public holiday. */
export function isBusinessDay(isoDate: string): boolean {
  return day(isoDate).weekday <= 5 && !isPublicHoliday(isoDate);
}

/** The business day `count` business days after `isoDate` (before it when negative). */
export function addBusinessDays(isoDate: string, count: number): string {
  let current = day(isoDate);
  const step = count < 0 ? -1 : 1;
  for (let left = Math.abs(count); left > 0;) {
    current = current.plus({ days: step });
    if (isBusinessDay(current.toFormat('yyyy-MM-dd'))) left -= 1;
  }
  return current.toFormat('yyyy-MM-dd');
}

/**
 * Whole business days from one day to a later one: the business days after `from` up to and
 * including `to` (0 when `to` is not later). A referral on Friday with Monday a holiday has
 * waited 1 business day on Tuesday.
 */
export function businessDaysBetween(from: string, to: string): number {
  if (to <= from) return 0;
  let count = 0;
  for (let current = day(from).plus({ days: 1 }); ; current = current.plus({ days: 1 })) {
    const iso = current.toFormat('yyyy-MM-dd');
    if (iso > to) return count;
    if (isBusinessDay(iso)) count += 1;
  }
}

/** Business days between the Tokyo days of two instants. */
export const businessDaysSince = (since: Date, now: Date): number =>
  businessDaysBetween(tokyoDate(since), tokyoDate(now));

/** The first business day on or after a day. */
export function businessDayOnOrAfter(isoDate: string): string {
  return isBusinessDay(isoDate) ? isoDate : addBusinessDays(isoDate, 1);
}

/** The first instant of the next Tokyo day. */
export const endOfTokyoDay = (now: Date): Date =>
  DateTime.fromJSDate(now, { zone: TIME_ZONE }).startOf('day').plus({ days: 1 }).toJSDate();

/** The first instant of the next Tokyo week (weeks start on Monday). */
export const endOfTokyoWeek = (now: Date): Date =>
  DateTime.fromJSDate(now, { zone: TIME_ZONE }).startOf('week').plus({ weeks: 1 }).toJSDate();

/** A Tokyo wall-clock time of a day ('YYYY-MM-DD', 'HH:mm') as an instant. */
export const tokyoAt = (isoDate: string, time: string): Date =>
  DateTime.fromISO(`${isoDate}T${time}`, { zone: TIME_ZONE }).toJSDate();
