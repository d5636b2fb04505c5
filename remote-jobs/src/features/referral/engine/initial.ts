// Initial values of the form: empty for a registration; from the stored answers for an update,
// with the update rules of spec 2 §5 (checkbox values filtered to the options, dropdown and radio
// values not among the options cleared) and month values read in Japan time.
import type { EntryFormField } from '@portal/shared/contract/jobs';
import type { AnswerValue, FileAnswer } from '@portal/shared/contract/referrals';
import { ANSWER_TYPE } from '@portal/shared/enums';
import { tokyoMonth } from '@portal/shared/tokyo-time';
import { emptyValue, newHistoryEntry, type FormValues } from './model';

/** 'YYYY-MM', or a timestamp shifted by 9 hours (Japan) to its month. */
export function toMonth(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  if (/^\d{4}-\d{2}$/.test(value)) return value;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? '' : tokyoMonth(ms);
}

export function initialValues(
  fields: EntryFormField[],
  answers: Record<string, AnswerValue> = {},
): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const answer = answers[field.key];
    const { answerType: type, answerLabel: options } = field;
    if (answer === undefined || type === ANSWER_TYPE.FILE) {
      values[field.key] = emptyValue(field);
    } else if (type === ANSWER_TYPE.CHECKBOX) {
      const list = Array.isArray(answer) ? (answer as string[]) : [String(answer)];
      values[field.key] = list.filter((item) => options.includes(item));
    } else if (type === ANSWER_TYPE.DROPDOWN || type === ANSWER_TYPE.RADIO) {
      values[field.key] = typeof answer === 'string' && options.includes(answer) ? answer : '';
    } else if (type === ANSWER_TYPE.EMPLOYMENT_HISTORY) {
      values[field.key] = Array.isArray(answer)
        ? (answer as unknown as Record<string, unknown>[]).map((entry) =>
            newHistoryEntry({
              termStart: toMonth(entry.termStart),
              termEnd: toMonth(entry.termEnd),
              companyName: String(entry.companyName ?? ''),
              departmentPosition: String(entry.departmentPosition ?? ''),
              details: String(entry.details ?? ''),
            }),
          )
        : [];
    } else {
      values[field.key] = typeof answer === 'string' ? answer : '';
    }
  }
  return values;
}

/** File fields of an update that already hold a stored file, with its name. */
export function storedFiles(
  fields: EntryFormField[],
  answers: Record<string, AnswerValue> = {},
): Map<string, FileAnswer[]> {
  const result = new Map<string, FileAnswer[]>();
  for (const field of fields) {
    const answer = answers[field.key];
    if (field.answerType === ANSWER_TYPE.FILE && Array.isArray(answer) && answer.length) {
      result.set(field.key, answer as FileAnswer[]);
    }
  }
  return result;
}
