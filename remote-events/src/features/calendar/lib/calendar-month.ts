// The calendar's month arithmetic and how an event of the api becomes a calendar item: wall-clock
// Tokyo times passed as floating ISO strings (no offset), so every day cell matches Tokyo whatever
// the browser's zone; each item lasts 1 hour (spec 2 §9).
import type { EventInfo } from '@portal/shared/contract/events';
import { tokyoYearMonth } from '@portal/shared/tokyo-time';
import { messages } from '../../../messages';

export interface YearMonth {
  year: number;
  month: number;
}

/** The month of `now` in Tokyo. */
export function currentMonth(now: Date = new Date()): YearMonth {
  return tokyoYearMonth(now);
}

export function addMonths({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY/MM', the api's eventHeldMonth. */
export const monthKey = ({ year, month }: YearMonth) => `${year}/${pad(month)}`;

/** 'YYYY年MM月' with a zero-padded month (FullCalendar's own title would say 2026年3月). */
export const monthLabel = ({ year, month }: YearMonth) => messages.monthLabel(year, month);

/** The first day as the floating date FullCalendar navigates to. */
export const firstDayOf = ({ year, month }: YearMonth) => `${year}-${pad(month)}-01`;

const DISPLAY = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2})$/;

function floating(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(
    date.getUTCHours(),
  )}:${pad(date.getUTCMinutes())}:00`;
}

export interface CalendarItem {
  id: string;
  title: string;
  start: string;
  end: string;
  extendedProps:
    | { kind: 'event'; companyName: string; time: string }
    | { kind: 'more'; date: string; count: number };
}

/** Items for FullCalendar; an unreadable date is left out rather than shown on a wrong day. */
export function toCalendarItems(events: readonly EventInfo[]): CalendarItem[] {
  const items: CalendarItem[] = [];
  for (const event of events) {
    const match = DISPLAY.exec(event.publishStartDateTime);
    if (!match) continue;
    const [, y, m, d, hh, mm] = match.map(Number);
    const start = new Date(Date.UTC(y, m - 1, d, hh, mm));
    const end = new Date(start.getTime() + 60 * 60 * 1000);
    items.push({
      id: String(event.id),
      title: event.title,
      start: floating(start),
      end: floating(end),
      extendedProps: {
        kind: 'event',
        companyName: event.companyName,
        time: `${pad(hh)}:${pad(mm)}`,
      },
    });
  }
  return items;
}

/** Events shown in a day cell before the rest are summed up as 他N件. */
export const EVENTS_PER_DAY = 3;

/**
 * Keeps the first EVENTS_PER_DAY items of each day (by start) and adds one 他N件 item for the
 * rest. FullCalendar's own dayMaxEvents still renders every hidden event to measure it; a month
 * of 500 events would then cost a second per render. Items must be in start order.
 */
export function limitPerDay(items: readonly CalendarItem[]): CalendarItem[] {
  const byDay = new Map<string, CalendarItem[]>();
  for (const item of items) {
    const day = item.start.slice(0, 10);
    const list = byDay.get(day);
    if (list) list.push(item);
    else byDay.set(day, [item]);
  }
  const result: CalendarItem[] = [];
  for (const [day, list] of byDay) {
    result.push(...list.slice(0, EVENTS_PER_DAY));
    if (list.length > EVENTS_PER_DAY) {
      const count = list.length - EVENTS_PER_DAY;
      result.push({
        id: `more-${day}`,
        title: messages.more(count),
        start: `${day}T23:58:00`,
        end: `${day}T23:59:00`,
        extendedProps: { kind: 'more', date: day, count },
      });
    }
  }
  return result;
}
