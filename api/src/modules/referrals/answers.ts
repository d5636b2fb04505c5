// Checks a referral's answers against the job's entry-form fields (spec 2 §3, §5) with the rules
// the form uses (@portal/shared/contract/referral-rules), plus what only the server sees: the
// multipart shape, the employment-history JSON and the files' content. Errors are keyed by
// answer key, in Japanese.
import type { EntryFormField } from '@portal/shared/contract/jobs';
import {
  allowedExtensions as extensionsOf,
  checkboxProblem,
  HISTORY_MESSAGES,
  historyEntryProblem,
  IDENTITY_KEYS,
  MAX_HISTORY_ENTRIES,
  REQUIRED_MESSAGE,
  textAnswerProblem,
} from '@portal/shared/contract/referral-rules';
import type { EmploymentHistoryEntry } from '@portal/shared/contract/referrals';
import { ANSWER_TYPE } from '@portal/shared/enums';
import { uploadProblem, type UploadedFile } from '../../files/upload-rules';
import type { FieldErrors } from '../../plugins/http-errors';

export { IDENTITY_KEYS, REQUIRED_MESSAGE };

export type RawAnswers = Record<string, string | string[] | undefined>;
export type PlainAnswer = string | string[] | EmploymentHistoryEntry[];

export interface CheckedAnswers {
  answers: Map<string, PlainAnswer>;
  files: Map<string, UploadedFile[]>;
  errors: FieldErrors;
}

export interface CheckOptions {
  /** File fields that already hold a file (update): required is met without a new one. */
  filledFileKeys?: ReadonlySet<string>;
  /** Bulk rows carry neither files nor employment history. */
  skipTypes?: readonly number[];
}

/** Allowed extensions from a file field's answerLabel; null = any. */
export function allowedExtensions(field: EntryFormField): string[] | null {
  const list = extensionsOf(field);
  return list.length ? list : null;
}

const text = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
const list = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value])
    .map((item) => item.trim())
    .filter(Boolean);

function parseHistory(raw: string): EmploymentHistoryEntry[] | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return HISTORY_MESSAGES.shape;
  }
  if (!Array.isArray(parsed)) return HISTORY_MESSAGES.shape;
  if (parsed.length > MAX_HISTORY_ENTRIES) return HISTORY_MESSAGES.tooMany;
  const entries: EmploymentHistoryEntry[] = [];
  for (const item of parsed) {
    if (typeof item !== 'object' || item === null) return HISTORY_MESSAGES.shape;
    const entry = item as Record<string, unknown>;
    const read = (name: string) =>
      typeof entry[name] === 'string' ? (entry[name] as string).trim() : '';
    const next = {
      termStart: read('termStart'),
      termEnd: read('termEnd'),
      companyName: read('companyName'),
      departmentPosition: read('departmentPosition'),
      details: read('details'),
    };
    const problem = historyEntryProblem(next);
    if (problem) return HISTORY_MESSAGES[problem];
    entries.push(next);
  }
  return entries;
}

function checkOne(
  field: EntryFormField,
  raw: string | string[] | undefined,
  uploads: UploadedFile[],
  options: CheckOptions,
): { value?: PlainAnswer; files?: UploadedFile[]; error?: string } {
  const { answerType: type, isRequired } = field;
  if (type === ANSWER_TYPE.FILE) {
    const filled = uploads.length > 0 || options.filledFileKeys?.has(field.key);
    if (isRequired && !filled) return { error: REQUIRED_MESSAGE };
    const allowed = allowedExtensions(field);
    const problem = uploads.map((file) => uploadProblem(file, allowed)).find(Boolean);
    return problem ? { error: problem } : { files: uploads };
  }
  if (type === ANSWER_TYPE.CHECKBOX) {
    const values = [...new Set(list(raw))];
    if (!values.length) return isRequired ? { error: REQUIRED_MESSAGE } : {};
    const problem = checkboxProblem(field, values);
    return problem ? { error: problem } : { value: values };
  }
  if (type === ANSWER_TYPE.EMPLOYMENT_HISTORY) {
    const source = text(raw);
    const entries = source ? parseHistory(source) : [];
    if (typeof entries === 'string') return { error: entries };
    if (!entries.length) return isRequired ? { error: REQUIRED_MESSAGE } : {};
    return { value: entries };
  }
  const value = text(raw);
  if (!value) return isRequired ? { error: REQUIRED_MESSAGE } : {};
  const problem = textAnswerProblem(field, value);
  return problem ? { error: problem } : { value };
}

export function checkAnswers(
  fields: EntryFormField[],
  raw: RawAnswers,
  uploads: UploadedFile[],
  options: CheckOptions = {},
): CheckedAnswers {
  const result: CheckedAnswers = { answers: new Map(), files: new Map(), errors: {} };
  for (const field of fields) {
    if (options.skipTypes?.includes(field.answerType)) continue;
    const mine = uploads.filter(
      (file) => file.field === field.key || file.field === `${field.key}[]`,
    );
    const checked = checkOne(field, raw[field.key], mine, options);
    if (checked.error) result.errors[field.key] = [checked.error];
    else if (checked.files?.length) result.files.set(field.key, checked.files);
    else if (checked.value !== undefined) result.answers.set(field.key, checked.value);
  }
  const known = new Set(fields.map((field) => field.key));
  const stray = uploads.find((file) => !known.has(file.field.replace(/\[\]$/, '')));
  if (stray) result.errors[stray.field] = ['この項目にはファイルを添付できません'];
  return result;
}

/** The person's name, e-mail and phone, read by the special keys of the entry form. */
export function identityFields(read: (key: string) => string) {
  return {
    seiKanji: read('seiKanji'),
    meiKanji: read('meiKanji'),
    seiKana: read('seiKana'),
    meiKana: read('meiKana'),
    email: read('pcEmail'),
    phone: read('mobileNumber'),
  };
}

/** The applicant's identity from the answers (special keys); directMessageFlag 不可 → true. */
export function identityOf(answers: Map<string, PlainAnswer>) {
  const read = (key: string) => {
    const value = answers.get(key);
    return typeof value === 'string' ? value : '';
  };
  return {
    ...identityFields(read),
    directMessageFlag: ['不可', 'true', '1'].includes(read('directMessageFlag')),
  };
}

/** A new applicant needs a name, an e-mail and a phone (the duplicate rule matches on both). */
export function identityErrors(answers: Map<string, PlainAnswer>): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of IDENTITY_KEYS) {
    const value = answers.get(key);
    if (typeof value !== 'string' || !value) errors[key] = [REQUIRED_MESSAGE];
  }
  return errors;
}
