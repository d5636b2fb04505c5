// Raw SQL for the few queries drizzle's builder would make slower (aggregates per list row):
// PGlite and pg both answer `{ rows }`, the shared Database type says unknown.
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import type { Database } from './client';

export async function selectRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * selectRows for a statement run on every request of a hot route: on PostgreSQL it is a named
 * prepared statement (named after its text, so each connection plans it once instead of on
 * every call). PGlite plans every statement anyway, and a transaction keeps its own client.
 * Values are parsed by pg's defaults (a timestamp would be a Date): meant for lists of plain
 * columns, counts and json.
 */
export async function selectPreparedRows<T>(
  db: Pick<Database, 'execute'>,
  query: SQL,
): Promise<T[]> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof Pool)) return selectRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `rows_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  const result = await pool.query({ name, text, values: params });
  return result.rows as T[];
}
