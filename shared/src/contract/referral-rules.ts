// The rules of a referral's answers (spec 2 §3, §5), one module for the form (remote-jobs checks
// on every change) and the route (POST /jobs/{id}/candidates, POST /candidates/{id}): required,
// options, the special keys' formats, dates, the employment-history entries and file types.
import { isEmailAddress } from '../rules/email';
import { phoneKey, phoneWithoutExtension } from '../rules/identity';
import { z } from '../zod';
import { ANSWER_TYPE } from '../enums';
import type { EntryFormField } from './jobs';
import type { EmploymentHistoryEntry } from './referrals';

export const REQUIRED_MESSAGE = 'この項目は必須です';
export const MAX_TEXT_LENGTH = 10_000;
export const MAX_HISTORY_ENTRIES = 30;

/** A new applicant needs a name, an e-mail and a phone (the duplicate rule matches on both). */
export const IDENTITY_KEYS: readonly string[] = [
  'seiKanji',
  'meiKanji',
  'seiKana',
  'meiKana',
  'pcEmail',
  'mobileNumber',
];

export const ANSWER_MESSAGES = {
  notAnOption: '選択肢にない値です',
  notOptions: '選択肢にない値が含まれています',
  tooLong: `${MAX_TEXT_LENGTH}文字以下で入力してください`,
  date: '日付の形式が正しくありません',
} as const;

/** What can be wrong with one employment-history entry; each side words it in its own place. */
export type HistoryProblem = 'incomplete' | 'month' | 'order' | 'tooLong';

/** The api's words for them (the form words `incomplete` and `order` itself). */
export const HISTORY_MESSAGES: Record<HistoryProblem | 'shape' | 'tooMany', string> = {
  shape: '職歴の形式が正しくありません',
  tooMany: `職歴は${MAX_HISTORY_ENTRIES}件までです`,
  incomplete: '職歴には開始年月・終了年月・会社名を入力してください',
  month: '職歴の年月の形式が正しくありません',
  order: '職歴の終了年月は開始年月以降にしてください',
  tooLong: '職歴の文字数が多すぎます',
};

/** Digits, spaces, +, parentheses, dots and the hyphens and dashes people type between them. */
const PHONE_CHARACTERS = /^[0-9\s+().\-\u2010-\u2015\u2212\u30FC]+$/;

/** Why a phone answer cannot be a phone number, each reason in its own words. */
export const PHONE_MESSAGES = {
  characters:
    '電話番号に使えない文字が含まれています（数字・+・括弧・ハイフン・空白と、末尾の内線番号が使えます）',
  digits: '電話番号は0から始まる10桁または11桁の数字で入力してください',
  country: '日本の電話番号を入力してください（国番号は+81のみ使えます）',
} as const;

/**
 * The shapes Japanese numbers are written in pass — 090-1234-5678, 03(1234)5678, ０３-１２３４-５６７８,
 * +81 90 1234 5678, +81 (0)3-1234-5678, 03-1234-5678 内線12 — and only what cannot be one is
 * refused, with the reason. The number is checked on its identity key (the extension left out).
 */
export function phoneProblem(value: string): string | null {
  const number = phoneWithoutExtension(value).trim();
  if (!PHONE_CHARACTERS.test(number)) return PHONE_MESSAGES.characters;
  const key = phoneKey(value);
  if (/^\+/.test(number) && !key.startsWith('0')) return PHONE_MESSAGES.country;
  return /^0\d{9,10}$/.test(key) ? null : PHONE_MESSAGES.digits;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** The answer keys with a fixed format, whatever the job's field says. */
export const SPECIAL_KEY_RULES: Record<string, z.ZodType<unknown, string>> = {
  // The one e-mail rule of the portal (sign-up, settings, applicants use it too).
  pcEmail: z.string().refine(isEmailAddress, 'メールアドレスの形式が正しくありません'),
  // Checked on its identity key (０９０-１２３４-５６７８ and +81 90 1234 5678 are 09012345678),
  // written with digits and the usual separators only, an extension allowed; stored as typed.
  mobileNumber: z.string().superRefine((value, context) => {
    const problem = phoneProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
  currentPostalFirst: z.string().regex(/^\d{3}$/, '郵便番号の前半は3桁の数字です'),
  currentPostalLast: z.string().regex(/^\d{4}$/, '郵便番号の後半は4桁の数字です'),
  desiredSalary: z.string().regex(/^\d{1,5}$/, '希望年収は万円単位の数字で入力してください'),
};

const dateAnswer = z
  .string()
  .regex(DATE)
  .refine((value) => !Number.isNaN(Date.parse(value)));

/** The first problem of a text, date or choice answer (trimmed, not blank); null when fine. */
export function textAnswerProblem(field: EntryFormField, value: string): string | null {
  const { answerType: type } = field;
  if (value.length > MAX_TEXT_LENGTH) return ANSWER_MESSAGES.tooLong;
  if (
    (type === ANSWER_TYPE.DROPDOWN || type === ANSWER_TYPE.RADIO) &&
    !field.answerLabel.includes(value)
  ) {
    return ANSWER_MESSAGES.notAnOption;
  }
  if (type === ANSWER_TYPE.DATE && !dateAnswer.safeParse(value).success) {
    return ANSWER_MESSAGES.date;
  }
  const special = SPECIAL_KEY_RULES[field.key]?.safeParse(value);
  return special && !special.success ? special.error.issues[0].message : null;
}

/** Checkbox answers must all be options of the field. */
export function checkboxProblem(field: EntryFormField, values: readonly string[]): string | null {
  return values.every((value) => field.answerLabel.includes(value))
    ? null
    : ANSWER_MESSAGES.notOptions;
}

const historyEntry = z
  .object({
    termStart: z.string().min(1),
    termEnd: z.string().min(1),
    companyName: z.string().trim().min(1),
  })
  .loose();

/** The first problem of an entry: the three parts filled, months as YYYY-MM, in order, sizes. */
export function historyEntryProblem(entry: EmploymentHistoryEntry): HistoryProblem | null {
  if (!historyEntry.safeParse(entry).success) return 'incomplete';
  if (!month.safeParse(entry.termStart).success || !month.safeParse(entry.termEnd).success) {
    return 'month';
  }
  if (entry.termStart > entry.termEnd) return 'order';
  return Object.values(entry).some((value) => value.length > MAX_TEXT_LENGTH) ? 'tooLong' : null;
}

/** Allowed extensions from a file field's answerLabel ('.pdf', 'PDF' → 'pdf'); [] = any. */
export function allowedExtensions(field: EntryFormField): string[] {
  return field.answerLabel
    .flatMap((item) => item.split(/[,、\s]+/))
    .map((item) => item.trim().replace(/^\./, '').toLowerCase())
    .filter(Boolean);
}

/** Required by the job, or an identity field of a new applicant. */
export function isAnswerRequired(field: EntryFormField, newApplicant: boolean): boolean {
  return field.isRequired || (newApplicant && IDENTITY_KEYS.includes(field.key));
}
