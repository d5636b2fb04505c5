// SQL of a candidate's entry-sheet (ES) files: the list, one row, an upload (a name already
// uploaded is refused with the names) and a removal, each write with its audit row.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { EsFile } from '@portal/shared/contract/candidates';
import { aboutCandidate, recordAudit, recordAudits } from '../../audit/record';
import type { Database } from '../../db/client';
import { esFiles } from '../../db/schema/candidate-activity';
import { files } from '../../db/schema/files';
import { FileStore } from '../../files/file-store';
import type { UploadedFile } from '../../files/upload-rules';
import type { AuthContext } from '../../plugins/auth-guard';
import { notFound, validationError } from '../../plugins/http-errors';
import { FILE_NOT_FOUND_MESSAGE, type OwnCandidate } from './access-queries';

const DUPLICATE_ES_FILE_MESSAGE = '以下のファイルは既にアップロードされています：';

export async function listEsFiles(db: Database, candidateId: number): Promise<EsFile[]> {
  return db
    .select({ id: esFiles.id, fileViewName: files.originalName })
    .from(esFiles)
    .innerJoin(files, eq(files.id, esFiles.fileId))
    .where(eq(esFiles.candidateId, candidateId))
    .orderBy(asc(esFiles.id));
}

/** The ES file `id` of the candidate, else 404. */
export async function esFileRow(db: Database, candidateId: number, id: number) {
  const [row] = await db
    .select({ id: esFiles.id, fileId: esFiles.fileId })
    .from(esFiles)
    .where(and(eq(esFiles.id, id), eq(esFiles.candidateId, candidateId)));
  if (!row) throw notFound(FILE_NOT_FOUND_MESSAGE);
  return row;
}

/** Stores the uploads as the candidate's ES files; the ids of the new rows. */
export async function addEsFiles(
  db: Database,
  auth: AuthContext,
  own: OwnCandidate,
  uploads: UploadedFile[],
): Promise<number[]> {
  const created = await db.transaction(async (tx) => {
    // Locks the candidate's ES list so two uploads of one name at once cannot both pass.
    await tx.execute(sql`select id from candidates where id = ${own.id} for update`);
    const existing = new Set((await listEsFiles(tx, own.id)).map((file) => file.fileViewName));
    const names = uploads.map((file) => file.name);
    const duplicates = names.filter(
      (name, index) => existing.has(name) || names.indexOf(name) !== index,
    );
    if (duplicates.length) {
      throw validationError({
        files: [`${DUPLICATE_ES_FILE_MESSAGE}${[...new Set(duplicates)].join('、')}`],
      });
    }
    const ids = await new FileStore(tx).saveAll(auth.agencyId, uploads, tx);
    const rows = await tx
      .insert(esFiles)
      .values(ids.map((fileId) => ({ candidateId: own.id, fileId })))
      .returning({ id: esFiles.id });
    await recordAudits(
      tx,
      rows.map((row, i) => ({
        ...aboutCandidate(auth, own),
        action: 'file.added' as const,
        target: { type: 'file' as const, id: row.id },
        after: { fileName: names[i] },
      })),
    );
    return rows;
  });
  return created.map((row) => row.id);
}

/** Removes one ES file row and its stored file. */
export async function removeEsFile(
  db: Database,
  auth: AuthContext,
  own: OwnCandidate,
  row: { id: number; fileId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [named] = await tx
      .select({ name: files.originalName })
      .from(files)
      .where(eq(files.id, row.fileId));
    await tx.delete(esFiles).where(eq(esFiles.id, row.id));
    await recordAudit(tx, {
      ...aboutCandidate(auth, own),
      action: 'file.removed',
      target: { type: 'file', id: row.id },
      before: { fileName: named?.name ?? '' },
    });
    await new FileStore(tx).deleteAll([row.fileId], tx);
  });
}
