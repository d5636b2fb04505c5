// A small iCalendar (RFC 5545) writer: CRLF lines folded at 75 octets (never inside a UTF-8
// character), escaped TEXT values, and the Asia/Tokyo VTIMEZONE (no daylight saving: one
// STANDARD block) that Google Calendar and Outlook both read.
import { tokyoIcal } from '@portal/shared/tokyo-time';

export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  status: 'CONFIRMED' | 'CANCELLED';
  sequence: number;
  lastModified: Date;
}

const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

export const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Folds a content line: at most 75 octets per line, continuation lines start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const TOKYO_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Tokyo',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:JST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export function buildCalendar(name: string, items: IcsEvent[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//employment-agency-portal//events//JA',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Asia/Tokyo',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...TOKYO_TIMEZONE,
  ];
  for (const item of items) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${item.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      `LAST-MODIFIED:${utcStamp(item.lastModified)}`,
      `SEQUENCE:${item.sequence}`,
      `DTSTART;TZID=Asia/Tokyo:${tokyoIcal(item.start)}`,
      `DTEND;TZID=Asia/Tokyo:${tokyoIcal(item.end)}`,
      `SUMMARY:${escapeText(item.summary)}`,
      ...(item.location ? [`LOCATION:${escapeText(item.location)}`] : []),
      ...(item.description ? [`DESCRIPTION:${escapeText(item.description)}`] : []),
      `STATUS:${item.status}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
