// Column helpers shared by every table: timestamps, binary content and the site id rule.
import { sql } from 'drizzle-orm';
import { check, customType, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The site (service-line year or 'mid') a row belongs to. */
export const siteId = () => text('site_id').notNull();

/** Rejects a site id outside 23-28 and mid, so a bad path can never create a row. */
export function siteIdCheck(name: string, column: AnyPgColumn) {
  return check(name, sql`${column} in ('23', '24', '25', '26', '27', '28', 'mid')`);
}

/** bytea as a Buffer: PGlite answers Uint8Array and pg answers Buffer, both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});
