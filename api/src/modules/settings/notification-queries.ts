// Notification settings of an agency: one row per key that was ever saved; a missing key is off.
// A key that is on is mailed at once, or gathered into the daily digest when `digest` is set.
import { eq, sql } from 'drizzle-orm';
import { NOTIFICATION_KEYS, type SiteId } from '@portal/shared/contract';
import type {
  NotificationMode,
  NotificationSettings,
  NotificationSettingsUpdateRequest,
} from '@portal/shared/contract/settings';
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
    .select({
      key: notificationSettings.key,
      value: notificationSettings.value,
      digest: notificationSettings.digest,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.agencyId, agencyId));
  const saved = new Map(rows.map((row) => [row.key, row]));
  const settings = {} as NotificationSettings;
  for (const key of NOTIFICATION_KEYS) {
    const row = saved.get(key);
    settings[key] = {
      value: row?.value ?? false,
      label: notificationLabel(key, siteId),
      mode: row ? modeOfRow(row) : 'off',
    };
  }
  return settings;
}

export function modeOfRow(row: { value: boolean; digest: boolean }): NotificationMode {
  if (!row.value) return 'off';
  return row.digest ? 'digest' : 'immediate';
}

export async function writeNotificationSettings(
  db: Database,
  auth: AuthContext,
  flags: NotificationSettingsUpdateRequest,
  now: Date,
): Promise<void> {
  const { agencyId } = auth;
  // A boolean (the spec's two choices) sets only `value`: turning a digest key off and on again
  // keeps it a digest, so a client that knows only booleans never undoes a choice it cannot show.
  type Row = typeof notificationSettings.$inferInsert;
  const booleans: Row[] = [];
  const modes: Row[] = [];
  for (const key of NOTIFICATION_KEYS) {
    const flag: boolean | NotificationMode = flags[key];
    if (typeof flag === 'boolean') booleans.push({ agencyId, key, value: flag, updatedAt: now });
    else
      modes.push({
        agencyId,
        key,
        value: flag !== 'off',
        digest: flag === 'digest',
        updatedAt: now,
      });
  }
  const target = [notificationSettings.agencyId, notificationSettings.key];
  await db.transaction(async (tx) => {
    const saved = await tx
      .select({ key: notificationSettings.key, value: notificationSettings.value })
      .from(notificationSettings)
      .where(eq(notificationSettings.agencyId, agencyId))
      .for('update');
    const before: Record<string, boolean | NotificationMode> = Object.fromEntries(
      NOTIFICATION_KEYS.map((key) => [key, false]),
    );
    for (const row of saved) before[row.key] = row.value;
    if (booleans.length) {
      await tx
        .insert(notificationSettings)
        .values(booleans)
        .onConflictDoUpdate({ target, set: { value: sql`excluded.value`, updatedAt: now } });
    }
    if (modes.length) {
      await tx
        .insert(notificationSettings)
        .values(modes)
        .onConflictDoUpdate({
          target,
          set: { value: sql`excluded.value`, digest: sql`excluded.digest`, updatedAt: now },
        });
    }
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'settings.notifications_changed',
      target: { type: 'notification_settings', id: agencyId },
      ...changes(before, flags),
    });
  });
}
