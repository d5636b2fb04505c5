// Test data: a form with every answer type and special key.
import type { EntryFormField } from '@portal/shared/contract/jobs';
import { entryField as f } from '@portal/shared/test/entry-fields';

export const FIELDS: EntryFormField[] = [
  f('seiKanji', '姓（漢字）', 1, { isRequired: true }),
  f('meiKanji', '名（漢字）', 1, { isRequired: true }),
  f('seiKana', 'セイ（カナ）', 1, { isRequired: true }),
  f('meiKana', 'メイ（カナ）', 1, { isRequired: true }),
  f('mobileNumber', '携帯電話番号', 1, { isRequired: true }),
  f('pcEmail', 'PCメールアドレス', 1, { isRequired: true }),
  f('directMessageFlag', '直接連絡可否', 5, { answerLabel: ['可', '不可'], isRequired: true }),
  f('birthday', '生年月日', 7, { isRequired: true }),
  f('gender', '性別', 4, { answerLabel: ['男性', '女性', '回答しない'] }),
  f('currentPostalFirst', '郵便番号（前半）', 1),
  f('currentPostalLast', '郵便番号（後半）', 1),
  f('schoolName', '学校名', 1),
  f('finalEducationTermStart', '最終学歴（入学）', 7),
  f('finalEducationTermEnd', '最終学歴（卒業）', 7),
  f('finalEducationStatus', '卒業区分', 4, { answerLabel: ['卒業', '卒業見込み'] }),
  f('desiredSalary', '希望年収', 1),
  f('interestedJobs', '興味のある職種', 3, {
    answerLabel: ['営業', 'エンジニア', '事務'],
    isRequired: true,
  }),
  f('selfPr', '自己PR', 2, { minLength: 10, maxLength: 400 }),
  f('file', '履歴書', 6, { answerLabel: ['pdf', '.DOCX'], isRequired: true }),
  f('file2', '成績証明書', 6),
  f('employmentHistory', '職歴', 8, { isRequired: true }),
];

export function file(name: string, content = '%PDF-1.4'): File {
  return new File([content], name, { type: 'application/octet-stream' });
}
