// Seeds the announcements of demo-announcements.ts with their fixed dates and read states.
import type { Database } from '../db/client';
import { announcementReads, announcements } from '../db/schema/announcements';
import { sanitizeHtml } from '../html/sanitize';
import {
  COMMON_ANNOUNCEMENTS,
  OTHER_AGENCY_ANNOUNCEMENT,
  siteAnnouncements,
  type DemoAnnouncement,
} from './demo-announcements';
import { SEED_SITE_IDS } from './demo-data';
import type { SeededIds } from './seed';

export async function seedAnnouncements(db: Database, ids: SeededIds): Promise<void> {
  const all: DemoAnnouncement[] = [
    ...COMMON_ANNOUNCEMENTS,
    ...SEED_SITE_IDS.flatMap(siteAnnouncements),
    OTHER_AGENCY_ANNOUNCEMENT,
  ];
  const rows = await db
    .insert(announcements)
    .values(
      all.map((item) => ({
        title: item.title,
        content: sanitizeHtml(item.content),
        siteId: item.siteId,
        agencyId: item.forOtherAgencyOnly ? ids.otherAgencyId : null,
        createdAt: new Date(item.createdAt),
      })),
    )
    .returning({ id: announcements.id, title: announcements.title });
  // Titles are unique in the demo data; matching by title does not rely on RETURNING's order.
  const readTitles = new Set(all.filter((item) => item.readByDemo).map((item) => item.title));
  const reads = rows
    .filter((row) => readTitles.has(row.title))
    .map((row) => ({ accountId: ids.demoAccountId, announcementId: row.id }));
  if (reads.length > 0) await db.insert(announcementReads).values(reads);
}
