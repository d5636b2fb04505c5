// Contract of bulk referral (一括紹介, spec 2 §7): the CSV template and its file name, the
// upload (accepted at once, applied by the api's worker), the failed rows and "delete history".
import { z } from '../zod';
import { call, calls } from './define';
import { idParams } from './common';
import { tokyoFormat } from '../tokyo-time';

/** 一括紹介フォーマット_MMDD.csv, the date in Japan: the api's download and the browser's save. */
export function bulkTemplateFileName(now: Date): string {
  return `一括紹介フォーマット_${tokyoFormat(now, 'MMdd')}.csv`;
}

/** POST /jobs/{id}/candidates-bulk-store: 処理を開始しました, the import and its row count. */
export const bulkStoreAnswer = z.object({
  message: z.string(),
  importId: z.number(),
  totalRows: z.number(),
});
export type BulkStoreAnswer = z.infer<typeof bulkStoreAnswer>;

/** GET /jobs/{id}/bulk-create-failed-candidates. */
export const failedCandidate = z.object({
  id: z.number(),
  rowNumber: z.number().nullable(),
  fullNameKanji: z.string(),
  schoolName: z.string(),
  ngMessage: z.string(),
  entryDate: z.string(),
  /** The existing applicant the row's person was linked to (same phone and e-mail), if any. */
  linkedApplicantId: z.number().nullable().optional(),
});
export type FailedCandidate = z.infer<typeof failedCandidate>;

const TAG = '一括紹介 (bulk)';

export const bulkCalls = calls({
  'GET /jobs/{id}/bulk-entry-form-fields': call({
    method: 'GET',
    path: '/jobs/{id}/bulk-entry-form-fields',
    tag: TAG,
    summary: 'The CSV template of a job (一括紹介フォーマット_MMDD.csv)',
    params: idParams,
    answer: 'binary',
    contentType: 'text/csv',
  }),
  'POST /jobs/{id}/candidates-bulk-store': call({
    method: 'POST',
    path: '/jobs/{id}/candidates-bulk-store',
    tag: TAG,
    summary: 'Upload one CSV: checked, stored and queued (処理を開始しました)',
    params: idParams,
    multipart: z.object({}),
    files: ['file'],
    response: bulkStoreAnswer,
    status: 202,
  }),
  'GET /jobs/{id}/bulk-create-failed-candidates': call({
    method: 'GET',
    path: '/jobs/{id}/bulk-create-failed-candidates',
    tag: TAG,
    summary: 'The rows of the latest import that could not be referred',
    params: idParams,
    response: z.array(failedCandidate),
  }),
  'DELETE /jobs/{id}/bulk-create-failed-candidates': call({
    method: 'DELETE',
    path: '/jobs/{id}/bulk-create-failed-candidates',
    tag: TAG,
    summary: 'Delete the import history (the failed rows and the flag)',
    params: idParams,
    response: z.object({ message: z.string() }),
  }),
});
