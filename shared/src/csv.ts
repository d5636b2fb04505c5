// The one CSV writer of the product: every CSV a user downloads (the bulk referral template, the
// audit export, and any later export) is written here, so they share one quoting rule and one
// guard against spreadsheet formulas. Stateless and free of dependencies: the api and the
// browser import it alike.
//
// - Lines end with CRLF (the last one too); the file starts with a UTF-8 BOM unless `bom: false`
//   (Excel then reads UTF-8 instead of Shift_JIS).
// - Quoting (RFC 4180): a cell is quoted when it contains a double quote, a comma, CR or LF, and a
//   double quote inside is doubled. Nothing else is quoted.
// - Formula guard (OWASP "CSV injection"): a text cell that starts with `=`, `+`, `-`, `@`, a tab
//   or CR gets a leading `'`, so Excel and LibreOffice show it as text instead of evaluating it
//   (`=HYPERLINK(…)` → `'=HYPERLINK(…)`). This applies to every text, including harmless ones
//   such as `-`, `-5` or `+81 90…`: a text cannot be told safe by its look (`-1+HYPERLINK(…)` is a
//   formula too), and a phone number starting with `+` stays readable with its `'`. A value passed
//   as a number (a count, an id, a negative amount) is not text and is written as it is (`-5`).
//   Reading a guarded cell back: `unguardCell`.

export type CsvValue = string | number | null | undefined;

export interface CsvOptions {
  /** Start the file with a UTF-8 byte order mark (default true). */
  bom?: boolean;
}

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A text a spreadsheet would evaluate, made plain with a leading `'`; other texts as they are. */
export function guardCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The text `guardCell` was given, for reading back a header this writer wrote (a text that itself
 * started with `'=` reads back without its `'`: fine for headers, which never do).
 */
export function unguardCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** One cell as written: guarded when it is text, quoted when it needs to be. */
export function csvCell(value: CsvValue): string {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'number'
        ? String(value)
        : guardCell(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record without its line end. */
export function csvRecord(cells: readonly CsvValue[]): string {
  return cells.map(csvCell).join(',');
}

/** A whole CSV file: the records (header first) each ending with CRLF, after a BOM by default. */
export function toCsv(records: readonly (readonly CsvValue[])[], options: CsvOptions = {}): string {
  const body = records.map((record) => `${csvRecord(record)}\r\n`).join('');
  return options.bom === false ? body : `${BOM}${body}`;
}
