// Bulk referral's plain rules, without zod, so the job page (its CSV modal) does not load the
// schemas (bulk.ts holds them): the template's file name and the result list's filters and page.
import { tokyoFormat } from '../tokyo-time';

/** 一括紹介フォーマット_MMDD.csv, the date in Japan: the api's download and the browser's save. */
export function bulkTemplateFileName(now: Date): string {
  return `一括紹介フォーマット_${tokyoFormat(now, 'MMdd')}.csv`;
}

/** The result list's filters (GET /jobs/{id}/bulk-import-results?filter=) and its page size. */
export const BULK_RESULT_FILTERS = ['all', 'referred', 'failed', 'linked', 'flagged'] as const;
export type BulkResultFilter = (typeof BULK_RESULT_FILTERS)[number];
export const BULK_RESULT_PAGE = 100;
