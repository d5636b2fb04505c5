// Announcements (お知らせ) published by the operator, and which account has read which.
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accounts, agencies } from './agencies';
import { createdAt, optionalRef, requiredRef, serialId, siteIdCheck, timestampTz } from './columns';

export const announcements = pgTable(
  'announcements',
  {
    id: serialId(),
    /** Null: shown on every site. */
    siteId: text('site_id'),
    /** Null: shown to every agency. */
    agencyId: optionalRef('agency_id', () => agencies.id, 'cascade'),
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
    accountId: requiredRef('account_id', () => accounts.id),
    announcementId: requiredRef('announcement_id', () => announcements.id),
    readAt: timestampTz('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.announcementId] }),
    index('announcement_reads_announcement_id_idx').on(t.announcementId),
  ],
);
