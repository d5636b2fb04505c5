// Notification settings of an agency: one row per key that was ever saved; a missing key is off.
import { eq, sql } from 'drizzle-orm';
import { NOTIFICATION_KEYS, type NotificationKey, type SiteId } from '@portal/shared/contract';
import type { NotificationSettings } from '@portal/shared/contract/settings';
import { notificationLabel } from '@portal/shared/enums';
import { auditOf, changes, recordAudit } from '../../audit/record';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/auth-guard';
import { notificationSettings } from '../../db/schema/onboarding';

export async function readNotificationSettings(
  db: Database,
  agencyId: number,
  siteId: SiteId,
): Promise<NotificationSettings> {
  const rows = await db
    .select({ key: notificationSettings.key, value: notificationSettings.value })
    .from(notificationSettings)
    .where(eq(notificationSettings.agencyId, agencyId));
  const saved = new Map(rows.map((row) => [row.key, row.value]));
  const settings = {} as NotificationSettings;
  for (const key of NOTIFICATION_KEYS) {
    settings[key] = { value: saved.get(key) ?? false, label: notificationLabel(key, siteId) };
  }
  return settings;
}

export async function writeNotificationSettings(
  db: Database,
  auth: AuthContext,
  flags: Record<NotificationKey, boolean>,
  now: Date,
): Promise<void> {
  const { agencyId } = auth;
  await db.transaction(async (tx) => {
    const saved = await tx
      .select({ key: notificationSettings.key, value: notificationSettings.value })
      .from(notificationSettings)
      .where(eq(notificationSettings.agencyId, agencyId))
      .for('update');
    const before = Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, false]));
    for (const row of saved) before[row.key] = row.value;
    await tx
      .insert(notificationSettings)
      .values(
        NOTIFICATION_KEYS.map((key) => ({ agencyId, key, value: flags[key], updatedAt: now })),
      )
      .onConflictDoUpdate({
        target: [notificationSettings.agencyId, notificationSettings.key],
        set: { value: sql`excluded.value`, updatedAt: now },
      });
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'settings.notifications_changed',
      target: { type: 'notification_settings', id: agencyId },
      ...changes(before, flags),
    });
  });
}
