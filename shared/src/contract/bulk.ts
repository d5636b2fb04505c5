// Contract of bulk referral (一括紹介, spec 2 §7): the CSV template, the upload (accepted at once,
// applied by the api's worker), the failed rows and "delete history". The template's file name and
// the result filters, which the job page needs without zod, are in bulk-rules.ts.
import { z } from '../zod';
import { call, calls } from './define';
import { duplicateMatch } from './applicants';
import { id, idParams } from './common';
import { BULK_RESULT_FILTERS } from './bulk-rules';

/** POST /jobs/{id}/candidates-bulk-store: 処理を開始しました, the import and its row count. */
export const bulkStoreAnswer = z.object({
  message: z.string(),
  importId: z.number(),
  totalRows: z.number(),
});

/**
 * A bulk row whose person may be an applicant the agency already has (issue 21): another
 * applicant of the agency whose normalised name and phone, name and e-mail, or phone alone match
 * the row (the row is still referred: a flag, not a link).
 */
export const bulkPossibleDuplicate = z.object({
  applicantId: z.number(),
  /** Their name when the row was imported. */
  fullNameKanji: z.string(),
  matchedOn: duplicateMatch,
});
export type BulkPossibleDuplicate = z.infer<typeof bulkPossibleDuplicate>;

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
  /** Another applicant the row's person may be (name+phone, name+e-mail or phone alone). */
  possibleDuplicate: bulkPossibleDuplicate.nullable().optional(),
});
export type FailedCandidate = z.infer<typeof failedCandidate>;

/** GET /jobs/{id}/bulk-import-results?filter=&cursor=: the rows of the latest import, by row. */
export const bulkResultsQuery = z.object({
  filter: z.enum(BULK_RESULT_FILTERS).default('all'),
  /** The last row number of the previous page. */
  cursor: id.optional(),
});

/**
 * A cell the api read differently from what was typed, as spreadsheets write cells: a phone or
 * postal code that lost its leading zero, a date as 2004/5/6 or an Excel serial, full-width digits.
 */
export const bulkCellNote = z.object({
  /** The field's label (the CSV column). */
  label: z.string(),
  typed: z.string(),
  read: z.string(),
});
export type BulkCellNote = z.infer<typeof bulkCellNote>;

/** One CSV row of an import: referred or not, linked to an existing applicant or flagged. */
export const bulkResultRow = z.object({
  /** The CSV line (header = 1). */
  rowNumber: z.number(),
  status: z.enum(['referred', 'failed']),
  fullNameKanji: z.string(),
  schoolName: z.string(),
  /** Why the row was not referred (failed rows). */
  ngMessage: z.string().nullable(),
  /** The referral made (referred rows) and its applicant. */
  candidateId: z.number().nullable(),
  applicantId: z.number().nullable(),
  /** The row's person was an existing applicant (same normalised phone AND e-mail): linked. */
  linkedApplicantId: z.number().nullable(),
  possibleDuplicate: bulkPossibleDuplicate.nullable(),
  /** The cells read differently from what was typed (empty when none). */
  notes: z.array(bulkCellNote),
});
export type BulkResultRow = z.infer<typeof bulkResultRow>;

export const bulkResultCounts = z.object({
  all: z.number(),
  referred: z.number(),
  failed: z.number(),
  linked: z.number(),
  flagged: z.number(),
});

/** The latest import of the agency on the job (null when none or its history was cleared). */
export const bulkResults = z.object({
  import: z
    .object({
      id: z.number(),
      fileName: z.string(),
      importFlag: z.number(),
      totalRows: z.number(),
      createdAt: z.string(),
    })
    .nullable(),
  counts: bulkResultCounts,
  rows: z.array(bulkResultRow),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.number().nullable(),
});
export type BulkResults = z.infer<typeof bulkResults>;

export const bulkCalls = calls('一括紹介 (bulk)', {
  'GET /jobs/{id}/bulk-entry-form-fields': call({
    operationId: 'downloadBulkEntryTemplate',
    summary: 'The CSV template of a job (一括紹介フォーマット_MMDD.csv)',
    params: idParams,
    answer: 'binary',
    contentType: 'text/csv',
  }),
  'POST /jobs/{id}/candidates-bulk-store': call({
    operationId: 'startBulkImport',
    summary: 'Upload one CSV: checked, stored and queued (処理を開始しました)',
    params: idParams,
    multipart: z.object({}),
    files: ['file'],
    response: bulkStoreAnswer,
    status: 202,
  }),
  'GET /jobs/{id}/bulk-create-failed-candidates': call({
    operationId: 'listBulkImportFailures',
    summary: 'The rows of the latest import that could not be referred',
    params: idParams,
    response: z.array(failedCandidate),
  }),
  'GET /jobs/{id}/bulk-import-results': call({
    operationId: 'listBulkImportResults',
    summary:
      'Every row of the latest import (referred or not), marking rows linked to an existing applicant and possible duplicates',
    params: idParams,
    query: bulkResultsQuery,
    response: bulkResults,
  }),
  'DELETE /jobs/{id}/bulk-create-failed-candidates': call({
    operationId: 'deleteBulkImportHistory',
    summary: 'Delete the import history (the failed rows and the flag)',
    params: idParams,
    response: z.object({ message: z.string() }),
  }),
});
