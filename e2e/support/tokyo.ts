// Days and times in Tokyo for the e2e suites, computed by the platform's time-zone data
// (Intl, Asia/Tokyo), not by the app under test and not by a hand-made offset.
const DAY_MS = 86_400_000;

const tokyoParts = (ms: number) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

/** 'YYYY-MM-DD' in Tokyo at the instant `ms`. */
export function tokyoDate(ms: number): string {
  const p = tokyoParts(ms);
  return `${p.year}-${p.month}-${p.day}`;
}

/** 'YYYY/MM/DD HH:mm:ss' in Tokyo of an ISO instant (how the portal shows a receipt's time). */
export function tokyoSeconds(iso: string): string {
  const p = tokyoParts(new Date(iso).getTime());
  return `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/**
 * The Tokyo day `days` from now: its date, whether it is in this month, and how many months
 * ahead of this month it is (how often a calendar's 次へ is pressed to show it).
 */
export function tokyoDay(days: number): { date: string; sameMonth: boolean; months: number } {
  const today = tokyoDate(Date.now());
  const date = tokyoDate(Date.now() + days * DAY_MS);
  const months =
    (Number(date.slice(0, 4)) - Number(today.slice(0, 4))) * 12 +
    Number(date.slice(5, 7)) -
    Number(today.slice(5, 7));
  return { date, sameMonth: months === 0, months };
}
