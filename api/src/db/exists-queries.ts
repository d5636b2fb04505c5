// The subquery of an EXISTS / NOT EXISTS test: whether the table has a row matching the condition,
// which usually refers to the outer query's row (correlated). It selects a constant: only whether
// a row is there counts, never what it holds.
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** `select 1 from <table> where <condition>`, for drizzle's exists() and notExists(). */
export const rowsWhere = (db: Pick<Database, 'select'>, table: PgTable, where: SQL | undefined) =>
  db
    .select({ one: sql`1` })
    .from(table)
    .where(where);
