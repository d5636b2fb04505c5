// Entry-sheet (ES) files of a candidate: list, upload (spec 2 §5 types, several at once, a name
// already uploaded is refused with the names), download and delete. SQL: es-file-queries.ts.
import type { FastifyInstance } from 'fastify';
import { candidateCalls as calls } from '@portal/shared/contract/candidates';
import { route } from '../../contract/route';
import { sendAgencyFile } from '../../files/agency-download';
import { assertUploadsAllowed, ES_FILE_TYPES } from '../../files/upload-rules';
import { authOf } from '../../plugins/auth-guard';
import { validationError } from '../../plugins/http-errors';
import type { Services } from '../../services';
import { CANDIDATE_PATH_NOT_FOUND, FILE_NOT_FOUND_MESSAGE, ownCandidate } from './access-queries';
import { addEsFiles, esFileRow, listEsFiles, removeEsFile } from './es-file-queries';

export function esFileRoutes(services: Services) {
  const { db } = services;
  const options = { notFound: CANDIDATE_PATH_NOT_FOUND };
  return async (app: FastifyInstance) => {
    route(app, calls['GET /candidates/{id}/esfiles'], options, async ({ request, params }) => {
      const own = await ownCandidate(db, authOf(request), params.id);
      return listEsFiles(db, own.id);
    });

    route(app, calls['POST /candidates/{id}/esfiles'], options, async (input) => {
      const auth = authOf(input.request);
      const own = await ownCandidate(db, auth, input.params.id);
      const { files: uploads } = await input.form();
      if (!uploads.length) throw validationError({ files: ['ファイルを選択してください。'] });
      assertUploadsAllowed(uploads, ES_FILE_TYPES, 'files');
      return addEsFiles(db, auth, own, uploads);
    });

    route(
      app,
      calls['GET /candidates/{id}/esfiles/{fileId}/download'],
      options,
      async ({ request, reply, params }) => {
        const auth = authOf(request);
        const own = await ownCandidate(db, auth, params.id);
        const row = await esFileRow(db, own.id, params.fileId);
        return sendAgencyFile(reply, services.files, auth, row.fileId, FILE_NOT_FOUND_MESSAGE);
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
        await removeEsFile(db, auth, own, row);
        return { id: row.id };
      },
    );
  };
}
