// Client-side rules of the referral form (spec 2 §5), run on every change: the rules the api
// applies too (@portal/shared/contract/referral-rules: required, options, the special keys'
// formats, dates, employment-history entries, file types), worded for the form. Length bounds
// are only a hint, as the spec says. Errors are keyed by row id.
import type { EntryFormField } from '@portal/shared/contract/jobs';
import {
  allowedExtensions,
  checkboxProblem,
  HISTORY_MESSAGES,
  historyEntryProblem,
  isAnswerRequired,
  textAnswerProblem,
  type HistoryProblem,
} from '@portal/shared/contract/referral-rules';
import { ANSWER_TYPE } from '@portal/shared/enums';
import { messages } from '../../../messages';
import { buildRows, type FormValues, type HistoryEntryValue } from './model';

export { IDENTITY_KEYS } from '@portal/shared/contract/referral-rules';

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

const HISTORY_WORDS: Record<HistoryProblem, string> = {
  incomplete: messages.historyIncomplete,
  order: messages.historyOrder,
  month: HISTORY_MESSAGES.month,
  tooLong: HISTORY_MESSAGES.tooLong,
};

function historyProblem(entries: HistoryEntryValue[]): string | null {
  for (const entry of entries) {
    const problem = historyEntryProblem(entry);
    if (problem) return HISTORY_WORDS[problem];
  }
  return null;
}

export function isRequired(field: EntryFormField, options: ValidateOptions): boolean {
  return isAnswerRequired(field, options.newApplicant);
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
    const types = allowedExtensions(field);
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
  if (field.answerType === ANSWER_TYPE.CHECKBOX) return checkboxProblem(field, value as string[]);
  if (typeof value !== 'string') return null;
  return textAnswerProblem(field, value.trim());
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
