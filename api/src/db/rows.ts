// Raw SQL for the few queries drizzle's builder would make slower (aggregates per list row):
// PGlite and pg both answer `{ rows }`, the shared Database type says unknown.
import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

export async function selectRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
