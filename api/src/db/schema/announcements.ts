// Announcements (お知らせ) published by the operator, and which account has read which.
import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { accounts, agencies } from './agencies';
import { createdAt, siteIdCheck, timestampTz } from './columns';

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    /** Null: shown on every site. */
    siteId: text('site_id'),
    /** Null: shown to every agency. */
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** HTML, sanitised when it was published. */
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('announcements_created_at_idx').on(t.createdAt),
    index('announcements_agency_id_idx').on(t.agencyId),
    siteIdCheck('announcements_site_id_check', t.siteId),
  ],
);

export const announcementReads = pgTable(
  'announcement_reads',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    readAt: timestampTz('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.announcementId] }),
    index('announcement_reads_announcement_id_idx').on(t.announcementId),
  ],
);
