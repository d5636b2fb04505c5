// Entry-sheet (ES) files of a candidate: list, upload (spec 2 §5 types, several at once, a name
// already uploaded is refused with the names), download and delete.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EsFile } from '@portal/shared/contract/applicants';
import type { Database } from '../../db/client';
import { esFiles } from '../../db/schema/candidate-activity';
import { files } from '../../db/schema/files';
import { sendStoredFile } from '../../files/download';
import { FileStore } from '../../files/file-store';
import { readMultipart } from '../../files/multipart';
import { assertUploadsAllowed, ES_FILE_TYPES } from '../../files/upload-rules';
import { authOf } from '../../plugins/auth-guard';
import { notFound, validationError } from '../../plugins/http-errors';
import type { Services } from '../../services';
import { FILE_NOT_FOUND_MESSAGE, idsOf, ownCandidate } from './access';

export const DUPLICATE_ES_FILE_MESSAGE = '以下のファイルは既にアップロードされています：';

async function listEsFiles(db: Database, candidateId: number): Promise<EsFile[]> {
  return db
    .select({ id: esFiles.id, fileViewName: files.originalName })
    .from(esFiles)
    .innerJoin(files, eq(files.id, esFiles.fileId))
    .where(eq(esFiles.candidateId, candidateId))
    .orderBy(asc(esFiles.id));
}

async function esFileRow(db: Database, candidateId: number, id: number) {
  const [row] = await db
    .select({ id: esFiles.id, fileId: esFiles.fileId })
    .from(esFiles)
    .where(and(eq(esFiles.id, id), eq(esFiles.candidateId, candidateId)));
  if (!row) throw notFound(FILE_NOT_FOUND_MESSAGE);
  return row;
}

export function esFileRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get('/candidates/:id/esfiles', async (request) => {
      const own = await ownCandidate(services.db, authOf(request), idsOf(request.params, 'id').id);
      return { data: await listEsFiles(services.db, own.id) };
    });

    app.post('/candidates/:id/esfiles', async (request, reply) => {
      const auth = authOf(request);
      const own = await ownCandidate(services.db, auth, idsOf(request.params, 'id').id);
      const { files: uploads } = await readMultipart(request, 'files');
      if (!uploads.length) throw validationError({ files: ['ファイルを選択してください。'] });
      assertUploadsAllowed(uploads, ES_FILE_TYPES, 'files');
      const created = await services.db.transaction(async (tx) => {
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
        return tx
          .insert(esFiles)
          .values(ids.map((fileId) => ({ candidateId: own.id, fileId })))
          .returning({ id: esFiles.id });
      });
      return reply.code(201).send({ data: created.map((row) => row.id) });
    });

    app.get('/candidates/:id/esfiles/:fileId/download', async (request, reply) => {
      const auth = authOf(request);
      const ids = idsOf(request.params, 'id', 'fileId');
      const own = await ownCandidate(services.db, auth, ids.id);
      const row = await esFileRow(services.db, own.id, ids.fileId);
      const file = await services.files.read(row.fileId, auth.agencyId);
      if (!file) throw notFound(FILE_NOT_FOUND_MESSAGE);
      return sendStoredFile(reply, file);
    });

    app.delete('/candidates/:id/esfiles/:fileId', async (request) => {
      const auth = authOf(request);
      const ids = idsOf(request.params, 'id', 'fileId');
      const own = await ownCandidate(services.db, auth, ids.id);
      const row = await esFileRow(services.db, own.id, ids.fileId);
      await services.db.transaction(async (tx) => {
        await tx.delete(esFiles).where(eq(esFiles.id, row.id));
        await new FileStore(tx).deleteAll([row.fileId], tx);
      });
      return { data: { id: row.id } };
    });
  };
}
