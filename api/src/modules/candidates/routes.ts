// GET /candidates/{id} and its form-file downloads, plus the candidate sub-areas (messages, ES
// files, evaluations, schedule). Every call checks the candidate's agency and site first.
import type { FastifyInstance } from 'fastify';
import { candidateCalls as calls } from '@portal/shared/contract/candidates';
import { route } from '../../contract/route';
import { sendAgencyFile } from '../../files/agency-download';
import { authOf } from '../../plugins/auth-guard';
import type { Services } from '../../services';
import { CANDIDATE_PATH_NOT_FOUND, FILE_NOT_FOUND_MESSAGE, ownCandidate } from './access-queries';
import { esFileRoutes } from './es-file-routes';
import { evaluationRoutes } from './evaluation-routes';
import { answerFileIds, candidateInfo } from './info-queries';
import { candidateMessageRoutes } from './message-routes';
import { scheduleRoutes } from './schedule-routes';

export function candidateRoutes(services: Services) {
  const options = { notFound: CANDIDATE_PATH_NOT_FOUND };
  return async (app: FastifyInstance) => {
    route(app, calls['GET /candidates/{id}'], options, async ({ request, params }) => {
      const own = await ownCandidate(services.db, authOf(request), params.id);
      return candidateInfo(services.db, own);
    });

    route(
      app,
      calls['GET /candidates/{id}/ef-files/{fileId}/download'],
      options,
      async ({ request, reply, params }) => {
        const auth = authOf(request);
        const own = await ownCandidate(services.db, auth, params.id);
        const owned = await answerFileIds(services.db, own.id);
        const fileId = owned.has(params.fileId) ? params.fileId : null;
        return sendAgencyFile(reply, services.files, auth, fileId, FILE_NOT_FOUND_MESSAGE);
      },
    );

    await app.register(candidateMessageRoutes(services));
    await app.register(esFileRoutes(services));
    await app.register(evaluationRoutes(services));
    await app.register(scheduleRoutes(services));
  };
}
