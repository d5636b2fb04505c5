// Bulk referral CSVs for the e2e suites (the columns of the portal's template) and the upload
// through the job page's 一括紹介 dialog.
import { expect, type Page } from '@playwright/test';

/** The header of the template the 一括紹介 dialog downloads (every column of the e2e job's form). */
export const TEMPLATE_HEADER =
  '姓（漢字）,名（漢字）,セイ（カナ）,メイ（カナ）,携帯電話番号,PCメールアドレス,直接連絡可否,生年月日,学校名,興味のある職種,性別,自己PR';

export const BULK_HEADER =
  '姓（漢字）,名（漢字）,セイ（カナ）,メイ（カナ）,携帯電話番号,PCメールアドレス,直接連絡可否,興味のある職種';

interface BulkPeople {
  /** 姓 of every row (the 名 is the row's number). */
  lastName: string;
  lastNameKana: string;
  /** Three digits the 11-digit phone numbers start with (each row's number fills the rest). */
  phonePrefix: string;
  /** The e-mail addresses are `<emailPrefix><time>.<row>@example.jp`: new people every run. */
  emailPrefix: string;
}

/** A CSV of `count` valid new people, header first, CRLF lines. */
export function bulkCsv(count: number, people: BulkPeople): string {
  const stamp = Date.now();
  const rows = Array.from({ length: count }, (_, i) =>
    [
      people.lastName,
      `${i}`,
      people.lastNameKana,
      'タロウ',
      `${people.phonePrefix}${String(i).padStart(8, '0')}`,
      `${people.emailPrefix}${stamp}.${i}@example.jp`,
      '可',
      '営業',
    ].join(','),
  );
  return [BULK_HEADER, ...rows].join('\r\n');
}

/** On a job page: opens 一括紹介, chooses the file and sends it (紹介する). */
export async function uploadBulkCsv(page: Page, fileName: string, csv: string): Promise<void> {
  await page.getByRole('button', { name: '一括紹介' }).click();
  const modal = page.getByRole('dialog', { name: '一括紹介' });
  await modal.getByLabel('CSVファイルを選択').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await modal.getByRole('button', { name: '紹介する' }).click();
  // The dialog closes once the server has the file. A small import may be done before that (the
  // live stream refreshes the page meanwhile), so a caller waits for the close before reopening.
  await expect(modal).toBeHidden({ timeout: 30_000 });
}
