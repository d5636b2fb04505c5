// Checks a referral's answers against the job's entry-form fields (spec 2 §3, §5): required,
// type, options, file extensions and content, the employment-history shape and the special keys
// (e-mail, phone, postal code, salary). Errors are keyed by answer key, in Japanese.
import type { EmploymentHistoryEntry, EntryFormField } from '@portal/shared/contract/jobs';
import { ANSWER_TYPE } from '@portal/shared/enums';
import { uploadProblem, type UploadedFile } from '../../files/upload-rules';
import type { FieldErrors } from '../../plugins/http-errors';

export const REQUIRED_MESSAGE = 'この項目は必須です';
export const MAX_TEXT_LENGTH = 10_000;
export const MAX_HISTORY_ENTRIES = 30;

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

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Allowed extensions from a file field's answerLabel ('.pdf', 'PDF' → 'pdf'); null = any. */
export function allowedExtensions(field: EntryFormField): string[] | null {
  const list = field.answerLabel
    .flatMap((item) => item.split(/[,、\s]+/))
    .map((item) => item.trim().replace(/^\./, '').toLowerCase())
    .filter(Boolean);
  return list.length ? list : null;
}

const text = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
const list = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value])
    .map((item) => item.trim())
    .filter(Boolean);

function specialKeyProblem(key: string, value: string): string | null {
  if (key === 'pcEmail' && !EMAIL.test(value)) return 'メールアドレスの形式が正しくありません';
  if (key === 'mobileNumber' && !/^0\d{9,10}$/.test(value.replace(/[-\s]/g, ''))) {
    return '電話番号は0から始まる10桁または11桁の数字で入力してください';
  }
  if (key === 'currentPostalFirst' && !/^\d{3}$/.test(value))
    return '郵便番号の前半は3桁の数字です';
  if (key === 'currentPostalLast' && !/^\d{4}$/.test(value)) return '郵便番号の後半は4桁の数字です';
  if (key === 'desiredSalary' && !/^\d{1,5}$/.test(value))
    return '希望年収は万円単位の数字で入力してください';
  return null;
}

function parseHistory(raw: string): EmploymentHistoryEntry[] | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return '職歴の形式が正しくありません';
  }
  if (!Array.isArray(parsed)) return '職歴の形式が正しくありません';
  if (parsed.length > MAX_HISTORY_ENTRIES) return `職歴は${MAX_HISTORY_ENTRIES}件までです`;
  const entries: EmploymentHistoryEntry[] = [];
  for (const item of parsed) {
    if (typeof item !== 'object' || item === null) return '職歴の形式が正しくありません';
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
    if (!next.termStart || !next.termEnd || !next.companyName) {
      return '職歴には開始年月・終了年月・会社名を入力してください';
    }
    if (!MONTH.test(next.termStart) || !MONTH.test(next.termEnd))
      return '職歴の年月の形式が正しくありません';
    if (next.termStart > next.termEnd) return '職歴の終了年月は開始年月以降にしてください';
    if (Object.values(next).some((value) => value.length > MAX_TEXT_LENGTH))
      return '職歴の文字数が多すぎます';
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
  const { answerType: type, isRequired, answerLabel } = field;
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
    if (values.some((value) => !answerLabel.includes(value)))
      return { error: '選択肢にない値が含まれています' };
    return { value: values };
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
  if (value.length > MAX_TEXT_LENGTH)
    return { error: `${MAX_TEXT_LENGTH}文字以下で入力してください` };
  if (
    (type === ANSWER_TYPE.DROPDOWN || type === ANSWER_TYPE.RADIO) &&
    !answerLabel.includes(value)
  ) {
    return { error: '選択肢にない値です' };
  }
  if (type === ANSWER_TYPE.DATE && (!DATE.test(value) || Number.isNaN(Date.parse(value)))) {
    return { error: '日付の形式が正しくありません' };
  }
  const special = specialKeyProblem(field.key, value);
  return special ? { error: special } : { value };
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

/** The applicant's identity from the answers (special keys); directMessageFlag 不可 → true. */
export function identityOf(answers: Map<string, PlainAnswer>) {
  const read = (key: string) => {
    const value = answers.get(key);
    return typeof value === 'string' ? value : '';
  };
  return {
    seiKanji: read('seiKanji'),
    meiKanji: read('meiKanji'),
    seiKana: read('seiKana'),
    meiKana: read('meiKana'),
    email: read('pcEmail'),
    phone: read('mobileNumber'),
    directMessageFlag: ['不可', 'true', '1'].includes(read('directMessageFlag')),
  };
}

export const IDENTITY_KEYS = [
  'seiKanji',
  'meiKanji',
  'seiKana',
  'meiKana',
  'pcEmail',
  'mobileNumber',
];

/** A new applicant needs a name, an e-mail and a phone (the duplicate rule matches on both). */
export function identityErrors(answers: Map<string, PlainAnswer>): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of IDENTITY_KEYS) {
    const value = answers.get(key);
    if (typeof value !== 'string' || !value) errors[key] = [REQUIRED_MESSAGE];
  }
  return errors;
}
