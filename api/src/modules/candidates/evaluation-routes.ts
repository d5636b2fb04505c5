// GET /candidates/{id}/evaluations and the paper file of one: only what the company shared with
// the agency (isVisibleToAgency). SQL: evaluation-queries.ts.
import type { FastifyInstance } from 'fastify';
import { candidateCalls as calls } from '@portal/shared/contract/candidates';
import { route } from '../../contract/route';
import { sendAgencyFile } from '../../files/agency-download';
import { authOf } from '../../plugins/auth-guard';
import type { Services } from '../../services';
import { CANDIDATE_PATH_NOT_FOUND, FILE_NOT_FOUND_MESSAGE, ownCandidate } from './access-queries';
import { isSharedEvaluationPaper, listEvaluations } from './evaluation-queries';

export function evaluationRoutes(services: Services) {
  const { db } = services;
  const options = { notFound: CANDIDATE_PATH_NOT_FOUND };
  return async (app: FastifyInstance) => {
    route(app, calls['GET /candidates/{id}/evaluations'], options, async ({ request, params }) => {
      const own = await ownCandidate(db, authOf(request), params.id);
      return listEvaluations(db, own.id);
    });

    route(
      app,
      calls['GET /candidates/{id}/evaluations/{fileId}/files'],
      options,
      async ({ request, reply, params }) => {
        const auth = authOf(request);
        const own = await ownCandidate(db, auth, params.id);
        const shared = await isSharedEvaluationPaper(db, own.id, params.fileId);
        const fileId = shared ? params.fileId : null;
        return sendAgencyFile(reply, services.files, auth, fileId, FILE_NOT_FOUND_MESSAGE);
      },
    );
  };
}
