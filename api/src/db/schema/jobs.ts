// Jobs of hiring companies (per site) and the entry-form fields an agency fills to refer a
// candidate to one.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { requiredRef, serialId, siteId, siteIdCheck, timestamps, timestampTz } from './columns';
import { companyRef } from './companies';

export const jobs = pgTable(
  'jobs',
  {
    id: serialId(),
    companyId: companyRef(),
    siteId: siteId(),
    jobName: text('job_name').notNull(),
    jobCategory: text('job_category').notNull().default(''),
    area: text('area').notNull().default(''),
    department: text('department').notNull().default(''),
    /** Null when unset (the legacy '0000-00-00 00:00:00'). */
    recruitmentStartAt: timestampTz('recruitment_start_at'),
    recruitmentEndAt: timestampTz('recruitment_end_at'),
    isFinished: boolean('is_finished').notNull().default(false),
    /** Remaining fields (recruiter, essential point, mid-career terms, ...) by key. */
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    index('jobs_company_site_idx').on(t.companyId, t.siteId),
    index('jobs_site_id_idx').on(t.siteId),
    siteIdCheck('jobs_site_id_check', t.siteId),
  ],
);

/** The job a row belongs to: deleted with the job. */
export const jobRef = () => requiredRef('job_id', () => jobs.id);

export const entryFormFields = pgTable(
  'entry_form_fields',
  {
    id: serialId(),
    jobId: jobRef(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    /** 1 text, 2 multi-line, 3 checkboxes, 4 dropdown, 5 radio, 6 file, 7 date, 8 employment history. */
    answerType: smallint('answer_type').notNull(),
    /** Options (3-5) or allowed file extensions (6). */
    answerLabel: jsonb('answer_label').$type<string[]>().notNull().default([]),
    isRequired: boolean('is_required').notNull().default(false),
    minLength: integer('min_length'),
    maxLength: integer('max_length'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('entry_form_fields_job_key_unique').on(t.jobId, t.key),
    check('entry_form_fields_answer_type_check', sql`${t.answerType} between 1 and 8`),
  ],
);
