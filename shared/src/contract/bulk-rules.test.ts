import { bulkTemplateFileName } from './bulk-rules';

it('names the CSV template with the date in Japan, as the download and the save both do', () => {
  expect(bulkTemplateFileName(new Date('2026-03-31T15:00:00Z'))).toBe(
    '一括紹介フォーマット_0401.csv',
  );
  expect(bulkTemplateFileName(new Date('2026-12-01T14:59:59Z'))).toBe(
    '一括紹介フォーマット_1201.csv',
  );
});
