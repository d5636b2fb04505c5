// Announcements visible to an account on a site: the site's own and the all-sites ones, addressed
// to its agency or to every agency, with the account's read state.
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { InfoDetail, InfoListItem } from '@portal/shared/contract/infos';
import type { Database } from '../../db/client';
import { announcementReads, announcements } from '../../db/schema/announcements';
import type { AuthContext } from '../../plugins/auth-guard';

// The page has no paging; a cap keeps a runaway table from turning into a huge response.
const LIST_LIMIT = 500;

function visibleTo(auth: AuthContext) {
  return and(
    or(eq(announcements.siteId, auth.siteId), isNull(announcements.siteId)),
    or(eq(announcements.agencyId, auth.agencyId), isNull(announcements.agencyId)),
  );
}

function selectVisible(db: Database, auth: AuthContext) {
  return db
    .select({
      id: announcements.id,
      title: announcements.title,
      content: announcements.content,
      createdAt: announcements.createdAt,
      isUnread: sql<boolean>`${announcementReads.accountId} is null`,
    })
    .from(announcements)
    .leftJoin(
      announcementReads,
      and(
        eq(announcementReads.announcementId, announcements.id),
        eq(announcementReads.accountId, auth.accountId),
      ),
    );
}

export async function listInfos(db: Database, auth: AuthContext): Promise<InfoListItem[]> {
  const rows = await selectVisible(db, auth)
    .where(visibleTo(auth))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    isUnread: row.isUnread,
  }));
}

/** The announcement, now marked read for the account; null when it is not visible to it. */
export async function readInfo(
  db: Database,
  auth: AuthContext,
  id: number,
): Promise<InfoDetail | null> {
  const [row] = await selectVisible(db, auth).where(and(eq(announcements.id, id), visibleTo(auth)));
  if (!row) return null;
  if (row.isUnread) {
    await db
      .insert(announcementReads)
      .values({ accountId: auth.accountId, announcementId: id })
      .onConflictDoNothing();
  }
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    isUnread: false,
  };
}
