import { ANSWER_TYPE } from '../enums';
import { entryField } from '../test/entry-fields';
import type { EntryFormField } from './jobs';
import {
  allowedExtensions,
  checkboxProblem,
  historyEntryProblem,
  isAnswerRequired,
  PHONE_MESSAGES,
  textAnswerProblem,
} from './referral-rules';

const field = (key: string, answerType: number, extra: Partial<EntryFormField> = {}) =>
  entryField(key, key, answerType, extra);
const entry = (termStart: string, termEnd: string, companyName = 'カフェ') => ({
  termStart,
  termEnd,
  companyName,
  departmentPosition: '',
  details: '',
});

it('checks the special keys whatever the field says, as the form and the api both do', () => {
  const text = ANSWER_TYPE.SINGLE_LINE_TEXT;
  expect(textAnswerProblem(field('pcEmail', text), 'bad')).toBe(
    'メールアドレスの形式が正しくありません',
  );
  expect(textAnswerProblem(field('mobileNumber', text), '090-1111-2222')).toBeNull();
  // The identity normalisation's forms of one number (issue 21).
  for (const phone of ['０９０-１２３４-５６７８', '+81 90 1234 5678', '(090)1234ー5678']) {
    expect(textAnswerProblem(field('mobileNumber', text), phone)).toBeNull();
  }
  // The shapes Japanese numbers are written in, an extension included.
  for (const phone of [
    '03(1234)5678',
    '03（1234）5678',
    '03-1234-5678 内線12',
    '03-1234-5678（内線12）',
    '090-1234-5678 ext.3',
    '+81 90 1234 5678',
    '+81 (0)3-1234-5678',
    '0120-123-456',
  ]) {
    expect(textAnswerProblem(field('mobileNumber', text), phone)).toBeNull();
  }
  // Only what cannot be a (Japanese) phone number is refused, with the reason.
  expect(textAnswerProblem(field('mobileNumber', text), '090-1234-567a')).toBe(
    PHONE_MESSAGES.characters,
  );
  expect(textAnswerProblem(field('mobileNumber', text), '電話なし')).toBe(
    PHONE_MESSAGES.characters,
  );
  expect(textAnswerProblem(field('mobileNumber', text), '+1 212 555 0100')).toBe(
    PHONE_MESSAGES.country,
  );
  expect(textAnswerProblem(field('mobileNumber', text), '+81 90 1234 56789')).toBe(
    PHONE_MESSAGES.digits,
  );
  expect(textAnswerProblem(field('mobileNumber', text), '1234')).toBe(
    '電話番号は0から始まる10桁または11桁の数字で入力してください',
  );
  expect(textAnswerProblem(field('currentPostalFirst', text), '12')).toBe(
    '郵便番号の前半は3桁の数字です',
  );
  expect(textAnswerProblem(field('desiredSalary', text), '500万')).toBe(
    '希望年収は万円単位の数字で入力してください',
  );
  expect(textAnswerProblem(field('selfPr', text), 'x'.repeat(10_001))).toBe(
    '10000文字以下で入力してください',
  );
});

it('keeps choices to the options and dates to real days', () => {
  const gender = field('gender', ANSWER_TYPE.DROPDOWN, { answerLabel: ['男性', '女性'] });
  expect(textAnswerProblem(gender, '女性')).toBeNull();
  expect(textAnswerProblem(gender, 'その他')).toBe('選択肢にない値です');
  const jobs = field('jobs', ANSWER_TYPE.CHECKBOX, { answerLabel: ['営業'] });
  expect(checkboxProblem(jobs, ['営業', '消えた職種'])).toBe('選択肢にない値が含まれています');
  expect(textAnswerProblem(field('birthday', ANSWER_TYPE.DATE), '2004-13-45')).toBe(
    '日付の形式が正しくありません',
  );
});

it('names what is wrong with an employment-history entry', () => {
  expect(historyEntryProblem(entry('2023-04', '2024-03'))).toBeNull();
  expect(historyEntryProblem(entry('2023-04', '2024-03', ' '))).toBe('incomplete');
  expect(historyEntryProblem(entry('2023-4', '2024-03'))).toBe('month');
  expect(historyEntryProblem(entry('2024-04', '2024-03'))).toBe('order');
});

it('reads file types from the options and requires the identity of a new applicant', () => {
  const file = field('file', ANSWER_TYPE.FILE, { answerLabel: ['.PDF, docx'] });
  expect(allowedExtensions(file)).toEqual(['pdf', 'docx']);
  expect(isAnswerRequired(field('pcEmail', 1), true)).toBe(true);
  expect(isAnswerRequired(field('pcEmail', 1), false)).toBe(false);
});
