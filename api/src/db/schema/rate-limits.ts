// Counters of the rate limiter (login, password reissue, code checks): in the database, so every
// api replica counts against the same numbers.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestampTz('reset_at').notNull(),
});
