// What a hiring company changed on a job through the console (issue 22): one row per field, with
// the display text before and after, so an agency sees the changes since its last referral.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, timestampTz } from './columns';
import { jobRef } from './jobs';

export const jobChanges = pgTable(
  'job_changes',
  {
    id: serialId(),
    jobId: jobRef(),
    /** jobName, recruitmentStartAt, ..., detail:<label>, fields. */
    field: text('field').notNull(),
    /** The field's Japanese label at the time of the change. */
    label: text('label').notNull(),
    /** 'datetime': before and after are ISO 8601 instants (shown in Tokyo time); else text. */
    kind: text('kind').$type<'text' | 'datetime'>().notNull().default('text'),
    before: text('before'),
    after: text('after'),
    changedAt: timestampTz('changed_at').notNull().defaultNow(),
  },
  (t) => [
    index('job_changes_job_changed_idx').on(t.jobId, t.changedAt),
    check('job_changes_kind_check', sql`${t.kind} in ('text', 'datetime')`),
  ],
);
