// Uploaded files (chat attachments, ES files, form answers, evaluation papers) kept in the
// database, so api replicas share them without a shared disk.
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { bytea, createdAt } from './columns';

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    /** The agency that may download it; null for operator-owned files seen through a parent row. */
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_agency_id_idx').on(t.agencyId)],
);
