// Portal-wide settings the operator changes at run time through the company console (the support
// contact, the school list's import): one row per key, read by every api replica.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

export const portalSettings = pgTable('portal_settings', {
  key: text('key').primaryKey(),
  /** The value as the operator set it; '' hides what the environment would show. */
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
