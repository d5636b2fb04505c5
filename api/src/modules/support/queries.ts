// The support contact as the operator set it (portal_settings, keys support.<field>) over the
// environment's (SUPPORT_*): a stored '' hides a line, no stored row falls back to the environment.
import { inArray, like } from 'drizzle-orm';
import { SUPPORT_FIELDS, type SupportContact } from '@portal/shared/contract/support';
import type { SupportDefaults } from '../../config';
import type { Database } from '../../db/client';
import { portalSettings } from '../../db/schema/settings';

type Field = (typeof SUPPORT_FIELDS)[number];
const keyOf = (field: Field) => `support.${field}`;

export async function readSupportContact(
  db: Database,
  defaults: SupportDefaults | undefined,
): Promise<SupportContact> {
  const rows = await db
    .select({ key: portalSettings.key, value: portalSettings.value })
    .from(portalSettings)
    .where(like(portalSettings.key, 'support.%'));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const contact = {} as SupportContact;
  for (const field of SUPPORT_FIELDS) {
    const value = stored.has(keyOf(field)) ? stored.get(keyOf(field)) : defaults?.[field];
    contact[field] = value || null;
  }
  return contact;
}

/** undefined: unchanged; null: back to the environment's value; a string ('' hides) is stored. */
export type SupportChange = Partial<Record<Field, string | null>>;

export async function writeSupportContact(
  db: Database,
  change: SupportChange,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const cleared = SUPPORT_FIELDS.filter((field) => change[field] === null).map(keyOf);
    if (cleared.length) await tx.delete(portalSettings).where(inArray(portalSettings.key, cleared));
    for (const field of SUPPORT_FIELDS) {
      const value = change[field];
      if (typeof value !== 'string') continue;
      await tx
        .insert(portalSettings)
        .values({ key: keyOf(field), value, updatedAt: now })
        .onConflictDoUpdate({ target: portalSettings.key, set: { value, updatedAt: now } });
    }
  });
}
