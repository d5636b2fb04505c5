// Dates as the portal shows them: Tokyo time (UTC+9 all year, no daylight saving).
const OFFSET_MS = 9 * 60 * 60 * 1000;

const pad = (value: number) => String(value).padStart(2, '0');

function tokyoParts(date: Date) {
  const shifted = new Date(date.getTime() + OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: pad(shifted.getUTCMonth() + 1),
    day: pad(shifted.getUTCDate()),
    hour: pad(shifted.getUTCHours()),
    minute: pad(shifted.getUTCMinutes()),
    second: pad(shifted.getUTCSeconds()),
  };
}

/** 'YYYY/MM/DD HH:mm' */
export function tokyoDisplay(date: Date): string {
  const p = tokyoParts(date);
  return `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}`;
}

/** The Tokyo day: 'YYYY-MM-DD'. */
export function tokyoDay(date: Date): string {
  const p = tokyoParts(date);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The hour of the day in Tokyo (0-23). */
export function tokyoHour(date: Date): number {
  return Number(tokyoParts(date).hour);
}

/** ISO 8601 with the +09:00 offset. */
export function tokyoIso(date: Date): string {
  const p = tokyoParts(date);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}+09:00`;
}

/** iCalendar local time of TZID=Asia/Tokyo: 'YYYYMMDDTHHmmss'. */
export function tokyoIcal(date: Date): string {
  const p = tokyoParts(date);
  return `${p.year}${p.month}${p.day}T${p.hour}${p.minute}${p.second}`;
}

/** The first instant of a month in Tokyo and of the month after ('YYYY/MM'). */
export function tokyoMonthRange(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('/').map(Number);
  const from = new Date(Date.UTC(year, monthNumber - 1, 1) - OFFSET_MS);
  const to = new Date(Date.UTC(year, monthNumber, 1) - OFFSET_MS);
  return { from, to };
}
