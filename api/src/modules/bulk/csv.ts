// The bulk-referral CSV: the template (a header of the job's field labels, written by the one CSV
// writer of @portal/shared/csv: UTF-8 with BOM, CRLF, quoting, formula guard), and
// reading an upload as Excel writes it: UTF-8 with or without BOM, or Shift_JIS / CP932; quoted
// commas and line breaks inside fields (csv-parse). Row numbers are spreadsheet rows (header = 1).
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import type { EntryFormField } from '@portal/shared/contract/jobs';
import { toCsv, unguardCell } from '@portal/shared/csv';
import { ANSWER_TYPE } from '@portal/shared/enums';

/** Files and employment history cannot be written in a CSV cell: the template leaves them out. */
export const CSV_SKIPPED_TYPES: readonly number[] = [
  ANSWER_TYPE.FILE,
  ANSWER_TYPE.EMPLOYMENT_HISTORY,
];
export const MAX_CSV_ROWS = 20_000;

export const csvFields = (fields: EntryFormField[]) =>
  fields.filter((field) => !CSV_SKIPPED_TYPES.includes(field.answerType));

export function csvTemplate(fields: EntryFormField[]): string {
  return toCsv([csvFields(fields).map((field) => field.label)]);
}

export function decodeCsv(content: Buffer): string {
  if (content[0] === 0xef && content[1] === 0xbb && content[2] === 0xbf) {
    return content.subarray(3).toString('utf8');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return iconv.decode(content, 'cp932');
  }
}

export class CsvFormatError extends Error {}

/**
 * The records of an uploaded CSV (UTF-8 with or without BOM, or Shift_JIS), rows of any length,
 * empty lines skipped. A file that is not CSV throws CsvFormatError with the reason in Japanese.
 */
export function readCsvRecords(content: Buffer): string[][] {
  try {
    return parse(decodeCsv(content), {
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
    }) as string[][];
  } catch (error) {
    throw new CsvFormatError(
      `CSVを読み取れませんでした（${(error as Error).message.split('\n')[0]}）`,
    );
  }
}

export interface CsvRow {
  rowNumber: number;
  /** Answer key → cell text. */
  values: Record<string, string>;
}

export interface ParsedCsv {
  rows: CsvRow[];
}

/** Maps the header (labels or keys) to the job's fields; unknown or missing columns are refused. */
function headerMap(header: string[], fields: EntryFormField[]): (string | null)[] {
  const usable = csvFields(fields);
  const keys = header.map((cell) => {
    // A label the template guarded (`'=…`) names its field too.
    const name = unguardCell(cell.trim());
    const field = usable.find((f) => f.label === name) ?? usable.find((f) => f.key === name);
    return field ? field.key : null;
  });
  const unknown = header.filter((cell, i) => keys[i] === null && cell.trim() !== '');
  if (unknown.length) {
    throw new CsvFormatError(`フォーマットにない列があります：${unknown.join('、')}`);
  }
  const missing = usable.filter((field) => field.isRequired && !keys.includes(field.key));
  if (missing.length) {
    throw new CsvFormatError(`必須の列がありません：${missing.map((f) => f.label).join('、')}`);
  }
  return keys;
}

export function parseCsv(content: Buffer, fields: EntryFormField[]): ParsedCsv {
  const records = readCsvRecords(content);
  if (records.length === 0) throw new CsvFormatError('CSVが空です');
  const keys = headerMap(records[0], fields);
  const rows: CsvRow[] = [];
  records.slice(1).forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const values: Record<string, string> = {};
    keys.forEach((key, column) => {
      if (key) values[key] = record[column] ?? '';
    });
    rows.push({ rowNumber: index + 2, values });
  });
  if (rows.length === 0) throw new CsvFormatError('紹介する候補者の行がありません');
  if (rows.length > MAX_CSV_ROWS) {
    throw new CsvFormatError(
      `一度に紹介できるのは${MAX_CSV_ROWS.toLocaleString('ja-JP')}件までです`,
    );
  }
  return { rows };
}

/** Checkbox cells: one option as is, else several separated by | 、 , or line breaks. */
export function splitChoices(cell: string, options: string[]): string[] {
  const value = cell.trim();
  if (!value) return [];
  if (options.includes(value)) return [value];
  return value
    .split(/[|、,\r\n]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}
