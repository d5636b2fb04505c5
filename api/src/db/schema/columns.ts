// Column helpers shared by every table: the serial id, references to other tables, timestamps,
// binary content and the site id rule.
import { sql } from 'drizzle-orm';
import { check, customType, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The serial primary key `id`. */
export const serialId = () => serial('id').primaryKey();

/** A required reference to another table's row, deleted with it. */
export const requiredRef = <N extends string>(name: N, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** An optional reference to another table's row: emptied when it goes (or deleted with it). */
export const optionalRef = <N extends string>(
  name: N,
  target: () => AnyPgColumn,
  onDelete: 'set null' | 'cascade' = 'set null',
) => integer(name).references(target, { onDelete });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** created_at and updated_at, spread at the end of a table's columns. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

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
