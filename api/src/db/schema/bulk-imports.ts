// Bulk (CSV) referral: one import per upload, claimed by a background worker, with a result per
// CSV row under a unique key so a resumed import never refers the same row twice.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, agencyRef, agencySite } from './agencies';
import { applicants, candidates } from './applicants';
import {
  createdAt,
  optionalRef,
  requiredRef,
  serialId,
  siteIdCheck,
  timestamps,
  timestampTz,
} from './columns';
import { files } from './files';
import { jobRef } from './jobs';

/**
 * The import flag is per agency and job (an agency's own bulk history), so it lives here and not on
 * the job row, which every linked agency shares.
 */
export const bulkImports = pgTable(
  'bulk_imports',
  {
    id: serialId(),
    jobId: jobRef(),
    ...agencySite(),
    fileId: optionalRef('file_id', () => files.id),
    /** 1 processing, 2 completed, 4 partially failed, 5 unexpected error. */
    importFlag: smallint('import_flag').notNull().default(1),
    /** Data rows of the CSV (progress: rows done / total). */
    totalRows: integer('total_rows').notNull().default(0),
    fileName: text('file_name').notNull().default(''),
    /** The staff account that uploaded the CSV: the sender of its referrals. */
    requestedByAccountId: optionalRef('requested_by_account_id', () => accounts.id),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestampTz('claimed_at'),
    finishedAt: timestampTz('finished_at'),
    /** Set by "delete history": the flag no longer shows. */
    historyClearedAt: timestampTz('history_cleared_at'),
    ...timestamps(),
  },
  (t) => [
    index('bulk_imports_job_agency_idx').on(t.jobId, t.agencyId),
    index('bulk_imports_agency_site_idx').on(t.agencyId, t.siteId),
    check('bulk_imports_import_flag_check', sql`${t.importFlag} in (1, 2, 3, 4, 5)`),
    siteIdCheck('bulk_imports_site_id_check', t.siteId),
  ],
);

export const bulkImportRows = pgTable(
  'bulk_import_rows',
  {
    id: serialId(),
    importId: requiredRef('import_id', () => bulkImports.id),
    rowNumber: integer('row_number').notNull(),
    /** Import id + row number + content digest: the idempotency key of one row. */
    rowKey: text('row_key').notNull(),
    status: text('status').$type<'referred' | 'failed'>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull().default({}),
    candidateId: optionalRef('candidate_id', () => candidates.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bulk_import_rows_row_key_unique').on(t.importId, t.rowKey),
    check('bulk_import_rows_status_check', sql`${t.status} in ('referred', 'failed')`),
  ],
);

export const bulkFailedCandidates = pgTable(
  'bulk_failed_candidates',
  {
    id: serialId(),
    importId: requiredRef('import_id', () => bulkImports.id),
    jobId: jobRef(),
    agencyId: agencyRef(),
    fullNameKanji: text('full_name_kanji').notNull(),
    schoolName: text('school_name').notNull().default(''),
    ngMessage: text('ng_message').notNull(),
    /** The CSV line of the row (header = 1), null for failures not tied to a row. */
    rowNumber: integer('row_number'),
    /** The existing applicant the row's person was linked to (phone and e-mail keys), if any. */
    linkedApplicantId: optionalRef('linked_applicant_id', () => applicants.id),
    entryDate: timestampTz('entry_date').notNull().defaultNow(),
  },
  (t) => [index('bulk_failed_candidates_job_agency_idx').on(t.jobId, t.agencyId)],
);
