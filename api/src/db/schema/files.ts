// Uploaded files (chat attachments, ES files, form answers, evaluation papers) kept in the
// database, so api replicas share them without a shared disk.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { bytea, createdAt, optionalRef, serialId } from './columns';

export const files = pgTable(
  'files',
  {
    id: serialId(),
    /** The agency that may download it; null for operator-owned files seen through a parent row. */
    agencyId: optionalRef('agency_id', () => agencies.id, 'cascade'),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_agency_id_idx').on(t.agencyId)],
);
