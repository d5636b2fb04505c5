// The SQL of the notification mails (notification-service.ts): the agency's settings and
// addresses, the items waiting for a digest and the digests claimed per agency and day.
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { NotificationKey } from '@portal/shared/contract';
import type { Database } from '../db/client';
import { agencies } from '../db/schema/agencies';
import { notificationDigestItems, notificationDigests } from '../db/schema/notification-digests';
import { notificationSettings } from '../db/schema/onboarding';

export type Executor = Pick<Database, 'select'>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function agencyAddresses(db: Executor, agencyId: number) {
  const [agency] = await db
    .select({ email: agencies.email, additionalEmails: agencies.additionalEmails })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return agency;
}

export async function notificationSettingOf(db: Database, agencyId: number, key: NotificationKey) {
  const [setting] = await db
    .select({ value: notificationSettings.value, digest: notificationSettings.digest })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.agencyId, agencyId), eq(notificationSettings.key, key)));
  return setting;
}

export async function insertDigestItem(
  db: Database,
  item: typeof notificationDigestItems.$inferInsert,
) {
  await db.insert(notificationDigestItems).values(item);
}

/** The agencies with items waiting up to `at` and no digest yet on the Tokyo day `day`. */
export function pendingDigestAgencies(db: Database, day: string, at: Date) {
  return db
    .selectDistinct({ agencyId: notificationDigestItems.agencyId })
    .from(notificationDigestItems)
    .where(
      and(
        isNull(notificationDigestItems.digestId),
        lte(notificationDigestItems.createdAt, at),
        sql`not exists (select 1 from ${notificationDigests} d where d.agency_id = ${notificationDigestItems.agencyId} and d.digest_day = ${day}::date)`,
      ),
    )
    .orderBy(asc(notificationDigestItems.agencyId));
}

/** The agency's digest of the day, or undefined when another run has it (a unique conflict). */
export async function claimDigest(tx: Tx, agencyId: number, day: string) {
  const [claimed] = await tx
    .insert(notificationDigests)
    .values({ agencyId, digestDay: day })
    .onConflictDoNothing()
    .returning({ id: notificationDigests.id });
  return claimed;
}

/** The agency's waiting items up to `at`, now the digest's. */
export function takeDigestItems(tx: Tx, digestId: number, agencyId: number, at: Date) {
  return tx
    .update(notificationDigestItems)
    .set({ digestId })
    .where(
      and(
        eq(notificationDigestItems.agencyId, agencyId),
        isNull(notificationDigestItems.digestId),
        lte(notificationDigestItems.createdAt, at),
      ),
    )
    .returning();
}

export async function setDigestItemCount(tx: Tx, digestId: number, itemCount: number) {
  await tx
    .update(notificationDigests)
    .set({ itemCount })
    .where(eq(notificationDigests.id, digestId));
}
