// The bulk template is written by the one CSV writer (@portal/shared/csv): a field label that a
// spreadsheet would evaluate is guarded, and a template so written is read back as its fields.
import { parse } from 'csv-parse/sync';
import type { EntryFormField } from '@portal/shared/contract/jobs';
import { ANSWER_TYPE } from '@portal/shared/enums';
import { csvTemplate, parseCsv } from './csv';

const field = (key: string, label: string, answerType: number = ANSWER_TYPE.SINGLE_LINE_TEXT) =>
  ({
    key,
    label,
    answerType,
    answerLabel: [],
    isRequired: true,
    minLength: null,
    maxLength: null,
  }) satisfies EntryFormField;

const FIELDS = [
  field('name', '氏名'),
  field('evil', '=HYPERLINK("http://evil.example","開く")'),
  field('note', '-備考, その他'),
  field('resume', '履歴書', ANSWER_TYPE.FILE),
];

it('writes the template through the shared writer: BOM, CRLF, quoting and the formula guard', () => {
  expect(csvTemplate(FIELDS)).toBe(
    `\uFEFF氏名,"'=HYPERLINK(""http://evil.example"",""開く"")","'-備考, その他"\r\n`,
  );
  const [header] = parse(csvTemplate(FIELDS), { bom: true }) as string[][];
  expect(header).toEqual(['氏名', `'=HYPERLINK("http://evil.example","開く")`, "'-備考, その他"]);
});

it('reads a filled-in template back: the guarded labels name their fields', () => {
  const filled = `${csvTemplate(FIELDS)}山田 太郎,リンク,メモ\r\n`;
  expect(parseCsv(Buffer.from(filled, 'utf8'), FIELDS).rows).toEqual([
    { rowNumber: 2, values: { name: '山田 太郎', evil: 'リンク', note: 'メモ' } },
  ]);
});
