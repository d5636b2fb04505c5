// What a spreadsheet (Excel, LibreOffice) writes in a CSV cell, read back as the user typed it,
// by the field it fills (issue "Spreadsheets, forgiven"). Pure: no database, no clock.
// - Full-width digits and hyphens (０９０－１２３４…) become half-width in phone, postal, date and
//   number fields.
// - A phone number the spreadsheet took for a number lost its leading zero (09011112201 →
//   9011112201): digits only, 9 or 10 of them, not starting with 0, get it back when that makes a
//   Japanese number (10 digits: a fixed line or 0120; 11 digits: 020, 050, 070, 080, 090, 0800).
// - A postal code the same way: 前半 060 → 60 gets its zeros back (3 digits), 後半 0005 → 5 too
//   (4 digits); a whole code in 前半 (060-0005, 0600005, or 600005 that lost its zero) with 後半
//   empty is split into both.
// - Dates as spreadsheets write them: 2004/5/6, 2004/05/06, 2004-5-6, 2004.5.6, 2004年5月6日,
//   20040506, with a midnight time after them (2004/5/6 0:00:00), and Excel serial numbers of five
//   digits (38113; the 1900 date system, whose fictitious 1900-02-29 is serial 60) become
//   2004-05-06.
// Anything still not valid is left as typed (after the width change), for the rules to refuse
// with their reason. Each cell read differently from what was typed gives a note.
import type { EntryFormField } from '@portal/shared/contract/jobs';
import { ANSWER_TYPE } from '@portal/shared/enums';

/** A cell read differently from what was typed: the field's label, the text typed, the value read. */
export interface CellNote {
  label: string;
  typed: string;
  read: string;
}

const PHONE_KEYS = new Set(['mobileNumber']);
const NUMBER_KEYS = new Set(['desiredSalary']);
const POSTAL_FIRST = 'currentPostalFirst';
const POSTAL_LAST = 'currentPostalLast';

/** Full-width digits, hyphens and dashes, slashes and spaces to ASCII (NFKC, then the dashes). */
export function halfWidth(text: string): string {
  return text.normalize('NFKC').replace(/[\u2010-\u2015\u2212\u30FC\uFF70]/g, '-');
}

/** 10 digits: 0 and a non-zero digit, not a prefix of an 11-digit number; 11: 0[25789]0 or 0800. */
function isJapanesePhone(digits: string): boolean {
  if (digits.length === 10) return /^0[1-9]/.test(digits) && !/^0(20|50|70|80|90)/.test(digits);
  if (digits.length === 11) return /^0[25789]0/.test(digits);
  return false;
}

/** A phone cell: half-width; a number without its leading zero gets it back. */
export function readPhone(typed: string): string {
  const text = halfWidth(typed.trim());
  if (/^[1-9]\d{8,9}$/.test(text) && isJapanesePhone(`0${text}`)) return `0${text}`;
  return text;
}

const pad = (digits: string, length: number) =>
  /^\d+$/.test(digits) && digits.length <= length ? digits.padStart(length, '0') : digits;

/** One part of a postal code: half-width; 3 (前半) or 4 (後半) digits with the zeros put back. */
export function readPostalPart(typed: string, length: 3 | 4): string {
  return pad(halfWidth(typed.trim()), length);
}

/** A whole postal code (123-4567, 1234567, or 6 digits that lost the leading 0) as [前半, 後半]. */
export function splitPostalCode(typed: string): [string, string] | null {
  const text = halfWidth(typed.trim()).replace(/^〒\s*/, '');
  const match = /^(\d{3})-(\d{4})$/.exec(text) ?? /^(\d{2,3})(\d{4})$/.exec(text);
  if (!match) return null;
  return [match[1].padStart(3, '0'), match[2]];
}

const DAY_MS = 86_400_000;
/** The last serial of the 1900 date system (9999-12-31). */
const MAX_SERIAL = 2_958_465;

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1000 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * An Excel serial (1900 date system) as a date: 1 is 1900-01-01; Excel counts a 1900-02-29 that
 * never was (60, refused), so from 61 (1900-03-01) on the days count from 1899-12-30.
 */
export function excelSerialDate(serial: number): string | null {
  if (!Number.isInteger(serial) || serial < 1 || serial > MAX_SERIAL || serial === 60) return null;
  const epoch = Date.UTC(1899, 11, serial < 60 ? 31 : 30);
  return new Date(epoch + serial * DAY_MS).toISOString().slice(0, 10);
}

/** A date cell as ISO YYYY-MM-DD, or the half-width text when it is no date. */
export function readDate(typed: string): string {
  const text = halfWidth(typed.trim()).replace(/\s+0{1,2}:00(:00)?$/, '');
  const parts =
    /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(text) ??
    /^(\d{4})年\s*(\d{1,2})月\s*(\d{1,2})日$/.exec(text) ??
    /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (parts) return isoDate(Number(parts[1]), Number(parts[2]), Number(parts[3])) ?? text;
  // Serials of five digits only (1927-05-18 to 2173-10-14): 2004 alone is a year, not 1905-06-26.
  if (/^\d{5}$/.test(text)) return excelSerialDate(Number(text)) ?? text;
  return text;
}

/** One cell by its field; other text fields are left as typed. */
export function readCell(field: EntryFormField, typed: string): string {
  if (field.answerType === ANSWER_TYPE.DATE) return readDate(typed);
  if (PHONE_KEYS.has(field.key)) return readPhone(typed);
  if (field.key === POSTAL_FIRST) return readPostalPart(typed, 3);
  if (field.key === POSTAL_LAST) return readPostalPart(typed, 4);
  if (NUMBER_KEYS.has(field.key)) return halfWidth(typed.trim());
  return typed;
}

/**
 * A CSV row's cells read by their fields (answer key → text), and a note for each cell read
 * differently from what was typed (blank-padding aside).
 */
export function readRow(
  fields: EntryFormField[],
  values: Record<string, string>,
): { values: Record<string, string>; notes: CellNote[] } {
  const read: Record<string, string> = { ...values };
  const byKey = new Map(fields.map((field) => [field.key, field]));
  for (const field of fields) {
    if (read[field.key] !== undefined) read[field.key] = readCell(field, read[field.key]);
  }
  const notes: CellNote[] = [];
  // A whole postal code in 前半 with 後半 empty: one note for the code.
  const first = values[POSTAL_FIRST];
  const split =
    first !== undefined &&
    byKey.has(POSTAL_LAST) &&
    !(values[POSTAL_LAST] ?? '').trim() &&
    !/^\d{3}$/.test(read[POSTAL_FIRST])
      ? splitPostalCode(first)
      : null;
  if (split) [read[POSTAL_FIRST], read[POSTAL_LAST]] = split;
  // In the fields' order; a split code is one note, where 前半 is.
  for (const field of fields) {
    if (read[field.key] === undefined) continue;
    if (split && field.key === POSTAL_FIRST) {
      notes.push({ label: field.label, typed: first!.trim(), read: split.join('-') });
      continue;
    }
    if (split && field.key === POSTAL_LAST) continue;
    const typed = values[field.key].trim();
    const now = read[field.key].trim();
    if (typed !== now) notes.push({ label: field.label, typed, read: now });
  }
  return { values: read, notes };
}
