// GET /candidates/{id} and its form-file downloads, plus the candidate sub-areas (messages, ES
// files, evaluations, schedule). Every call checks the candidate's agency and site first.
import type { FastifyInstance } from 'fastify';
import { sendStoredFile } from '../../files/download';
import { authOf } from '../../plugins/auth-guard';
import { notFound } from '../../plugins/http-errors';
import type { Services } from '../../services';
import { FILE_NOT_FOUND_MESSAGE, idsOf, ownCandidate } from './access';
import { esFileRoutes } from './es-file-routes';
import { evaluationRoutes } from './evaluation-routes';
import { answerFileIds, candidateInfo } from './info-queries';
import { candidateMessageRoutes } from './message-routes';
import { scheduleRoutes } from './schedule-routes';

export function candidateRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get('/candidates/:id', async (request) => {
      const own = await ownCandidate(services.db, authOf(request), idsOf(request.params, 'id').id);
      return { data: await candidateInfo(services.db, own) };
    });

    app.get('/candidates/:id/ef-files/:fileId/download', async (request, reply) => {
      const auth = authOf(request);
      const ids = idsOf(request.params, 'id', 'fileId');
      const own = await ownCandidate(services.db, auth, ids.id);
      const owned = await answerFileIds(services.db, own.id);
      const file = owned.has(ids.fileId)
        ? await services.files.read(ids.fileId, auth.agencyId)
        : null;
      if (!file) throw notFound(FILE_NOT_FOUND_MESSAGE);
      return sendStoredFile(reply, file);
    });

    await app.register(candidateMessageRoutes(services));
    await app.register(esFileRoutes(services));
    await app.register(evaluationRoutes(services));
    await app.register(scheduleRoutes(services));
  };
}
