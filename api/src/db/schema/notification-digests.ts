// The daily notification digest (issue 22): the mails of keys set to 1日1回まとめて受け取る wait
// as items until the digest of the agency and day claims them. The unique (agency, day) key makes
// the claim happen once, whatever the number of api replicas running the schedule.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { agencyRef } from './agencies';
import { createdAt, optionalRef, serialId } from './columns';

export const notificationDigests = pgTable(
  'notification_digests',
  {
    id: serialId(),
    agencyId: agencyRef(),
    /** The Tokyo day whose 9:00 run sent it ('YYYY-MM-DD'). */
    digestDay: date('digest_day', { mode: 'string' }).notNull(),
    itemCount: integer('item_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('notification_digests_agency_day_unique').on(t.agencyId, t.digestDay)],
);

export const notificationDigestItems = pgTable(
  'notification_digest_items',
  {
    id: serialId(),
    agencyId: agencyRef(),
    key: text('key').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    /** Null until a digest took it. */
    digestId: optionalRef('digest_id', () => notificationDigests.id, 'cascade'),
  },
  (t) => [
    index('notification_digest_items_pending_idx')
      .on(t.agencyId, t.createdAt)
      .where(sql`${t.digestId} is null`),
  ],
);
