// Test support of the bulk referral: CSV rows for the demo form and the upload request.
import iconv from 'iconv-lite';
import type { SiteId } from '@portal/shared/contract';
import type { Browser } from '../../test/test-app';
import { api } from '../../test/test-app';
import { multipart } from '../referrals/multipart-test-helper';

/** The demo form's columns of the person, first in every bulk CSV. */
export const PERSON_COLUMNS = [
  '姓（漢字）',
  '名（漢字）',
  'セイ（カナ）',
  'メイ（カナ）',
  '携帯電話番号',
  'PCメールアドレス',
  '直接連絡可否',
  '生年月日',
];
export const HEADER = [...PERSON_COLUMNS, '学校名', '興味のある職種', '自己PR'];

export function goodRow(
  i: number,
  extra: Partial<{ pr: string; interest: string }> = {},
): string[] {
  const n = String(i).padStart(5, '0');
  return [
    '高橋',
    `一郎${i}`,
    'タカハシ',
    'イチロウ',
    `090${n}${String(i % 1000).padStart(3, '0')}`,
    `bulk${i}@example.jp`,
    '可',
    '2004-04-01',
    '大阪大学',
    extra.interest ?? '営業|エンジニア',
    extra.pr ?? `自己PRです。${i}`,
  ];
}

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
export const toCsv = (rows: string[][]) =>
  rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
export const shiftJis = (text: string) => iconv.encode(text, 'cp932');

export async function upload(
  browser: Browser,
  siteId: SiteId,
  jobId: number,
  name: string,
  content: Buffer,
) {
  const body = multipart([{ name: 'file', filename: name, content, type: 'text/csv' }]);
  const token = await browser.csrfToken(siteId);
  return browser.request({
    method: 'POST',
    url: api(siteId, `/jobs/${jobId}/candidates-bulk-store`),
    headers: { ...body.headers, 'x-xsrf-token': token },
    payload: body.payload,
  });
}
