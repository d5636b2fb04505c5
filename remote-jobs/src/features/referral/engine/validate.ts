// Client-side rules of the referral form (spec 2 §5), run on every change: required (one message
// per pair), options, the special keys' formats (as the server checks them), employment history
// entries. Length bounds are only a hint, as the spec says. Errors are keyed by row id.
import type { EntryFormField } from '@portal/shared/contract/jobs';
import { ANSWER_TYPE } from '@portal/shared/enums';
import { messages } from '../../../messages';
import { buildRows, fileTypes, type FormValues, type HistoryEntryValue } from './model';

export const IDENTITY_KEYS = [
  'seiKanji',
  'meiKanji',
  'seiKana',
  'meiKana',
  'pcEmail',
  'mobileNumber',
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ValidateOptions {
  /** A new applicant: the identity fields are required (phone + e-mail link the person). */
  newApplicant: boolean;
  /** Update: file fields that already hold a file satisfy required. */
  filledFileKeys?: ReadonlySet<string>;
  update?: boolean;
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function specialProblem(key: string, value: string): string | null {
  const v = value.trim();
  if (key === 'pcEmail' && !EMAIL.test(v)) return 'メールアドレスの形式が正しくありません';
  if (key === 'mobileNumber' && !/^0\d{9,10}$/.test(v.replace(/[-\s]/g, ''))) {
    return '電話番号は0から始まる10桁または11桁の数字で入力してください';
  }
  if (key === 'currentPostalFirst' && !/^\d{3}$/.test(v)) return '郵便番号の前半は3桁の数字です';
  if (key === 'currentPostalLast' && !/^\d{4}$/.test(v)) return '郵便番号の後半は4桁の数字です';
  if (key === 'desiredSalary' && !/^\d{1,5}$/.test(v)) {
    return '希望年収は万円単位の数字で入力してください';
  }
  return null;
}

function historyProblem(entries: HistoryEntryValue[]): string | null {
  for (const entry of entries) {
    if (!entry.termStart || !entry.termEnd || !entry.companyName.trim()) {
      return messages.historyIncomplete;
    }
    if (entry.termStart > entry.termEnd) return messages.historyOrder;
  }
  return null;
}

export function isRequired(field: EntryFormField, options: ValidateOptions): boolean {
  return field.isRequired || (options.newApplicant && IDENTITY_KEYS.includes(field.key));
}

function fieldProblem(field: EntryFormField, values: FormValues, options: ValidateOptions) {
  const value = values[field.key];
  const required = isRequired(field, options);
  if (field.answerType === ANSWER_TYPE.FILE) {
    const files = (value as File[] | undefined) ?? [];
    if (required && !files.length && !options.filledFileKeys?.has(field.key)) {
      return messages.required;
    }
    if (options.update && files.length > 1) return messages.fileOneOnUpdate;
    const types = fileTypes(field);
    const wrong = types.length
      ? files.find((file) => !types.includes(file.name.split('.').pop()?.toLowerCase() ?? ''))
      : undefined;
    return wrong ? `添付できないファイル形式です（${wrong.name}）` : null;
  }
  if (field.answerType === ANSWER_TYPE.EMPLOYMENT_HISTORY) {
    const entries = (value as HistoryEntryValue[] | undefined) ?? [];
    if (required && !entries.length) return messages.required;
    return historyProblem(entries);
  }
  if (isBlank(value)) return required ? messages.required : null;
  if (field.answerType === ANSWER_TYPE.CHECKBOX) {
    return (value as string[]).every((v) => field.answerLabel.includes(v))
      ? null
      : '選択肢にない値が含まれています';
  }
  if (typeof value !== 'string') return null;
  if (
    (field.answerType === ANSWER_TYPE.DROPDOWN || field.answerType === ANSWER_TYPE.RADIO) &&
    !field.answerLabel.includes(value)
  ) {
    return '選択肢にない値です';
  }
  return specialProblem(field.key, value);
}

/** Errors by row id (a pair shows one message for both of its fields). */
export function validateReferral(
  fields: EntryFormField[],
  values: FormValues,
  options: ValidateOptions,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const row of buildRows(fields)) {
    for (const field of row.fields) {
      const problem = fieldProblem(field, values, options);
      if (problem) {
        errors[row.id] ??= problem;
        break;
      }
    }
  }
  return errors;
}

/** Maps the server's 422 errors (by answer key) to row ids. */
export function serverErrorsByRow(
  fields: EntryFormField[],
  errors: Record<string, string[]> | undefined,
): Record<string, string> {
  const result: Record<string, string> = {};
  if (!errors) return result;
  const rows = buildRows(fields);
  for (const [key, list] of Object.entries(errors)) {
    const row = rows.find((r) => r.fields.some((f) => f.key === key.replace(/\[\]$/, '')));
    if (row && list[0]) result[row.id] ??= list[0];
  }
  return result;
}
