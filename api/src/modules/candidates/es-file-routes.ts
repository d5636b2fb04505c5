// Entry-sheet (ES) files of a candidate: list, upload (spec 2 §5 types, several at once, a name
// already uploaded is refused with the names), download and delete.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { candidateCalls as calls, type EsFile } from '@portal/shared/contract/candidates';
import { route } from '../../contract/route';
import { aboutCandidate, recordAudit, recordAudits } from '../../audit/record';
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
import { CANDIDATE_PATH_NOT_FOUND, FILE_NOT_FOUND_MESSAGE, ownCandidate } from './access';

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
  const { db } = services;
  const options = { notFound: CANDIDATE_PATH_NOT_FOUND };
  return async (app: FastifyInstance) => {
    route(app, calls['GET /candidates/{id}/esfiles'], options, async ({ request, params }) => {
      const own = await ownCandidate(db, authOf(request), params.id);
      return listEsFiles(db, own.id);
    });

    route(app, calls['POST /candidates/{id}/esfiles'], options, async ({ request, params }) => {
      const auth = authOf(request);
      const own = await ownCandidate(db, auth, params.id);
      const { files: uploads } = await readMultipart(request, 'files');
      if (!uploads.length) throw validationError({ files: ['ファイルを選択してください。'] });
      assertUploadsAllowed(uploads, ES_FILE_TYPES, 'files');
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
    });

    route(
      app,
      calls['GET /candidates/{id}/esfiles/{fileId}/download'],
      options,
      async ({ request, reply, params }) => {
        const auth = authOf(request);
        const own = await ownCandidate(db, auth, params.id);
        const row = await esFileRow(db, own.id, params.fileId);
        const file = await services.files.read(row.fileId, auth.agencyId);
        if (!file) throw notFound(FILE_NOT_FOUND_MESSAGE);
        return sendStoredFile(reply, file);
      },
    );

    route(
      app,
      calls['DELETE /candidates/{id}/esfiles/{fileId}'],
      options,
      async ({ request, params }) => {
        const auth = authOf(request);
        const own = await ownCandidate(db, auth, params.id);
        const row = await esFileRow(db, own.id, params.fileId);
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
        return { id: row.id };
      },
    );
  };
}
