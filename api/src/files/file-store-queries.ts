// The SQL of the FileStore (file-store.ts): the files table.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { files } from '../db/schema/files';

export type Executor = Pick<Database, 'insert' | 'select' | 'delete'>;

/** Answers the new rows' ids in order. */
export function insertFiles(tx: Executor, rows: (typeof files.$inferInsert)[]) {
  return tx.insert(files).values(rows).returning({ id: files.id });
}

/** The file when it belongs to this agency or to no agency. */
export async function selectFile(db: Executor, id: number, agencyId: number) {
  const [row] = await db
    .select({
      id: files.id,
      originalName: files.originalName,
      mimeType: files.mimeType,
      size: files.size,
      content: files.content,
    })
    .from(files)
    .where(and(eq(files.id, id), or(eq(files.agencyId, agencyId), isNull(files.agencyId))));
  return row;
}

export async function deleteFiles(tx: Executor, ids: number[]) {
  await tx.delete(files).where(inArray(files.id, ids));
}
