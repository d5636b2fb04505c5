// GET /candidates/{id}/evaluations and the paper file of one: only what the company shared with
// the agency (isVisibleToAgency).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { candidateCalls as calls, type Evaluation } from '@portal/shared/contract/candidates';
import { route } from '../../contract/route';
import type { Database } from '../../db/client';
import { evaluationItems, evaluations } from '../../db/schema/candidate-activity';
import { files } from '../../db/schema/files';
import { sendStoredFile } from '../../files/download';
import { authOf } from '../../plugins/auth-guard';
import { notFound } from '../../plugins/http-errors';
import type { Services } from '../../services';
import { CANDIDATE_PATH_NOT_FOUND, FILE_NOT_FOUND_MESSAGE, ownCandidate } from './access';

export async function listEvaluations(db: Database, candidateId: number): Promise<Evaluation[]> {
  const rows = await db
    .select({ evaluation: evaluations, paperName: files.originalName })
    .from(evaluations)
    .leftJoin(files, eq(files.id, evaluations.paperFileId))
    .where(and(eq(evaluations.candidateId, candidateId), eq(evaluations.isVisibleToAgency, true)))
    .orderBy(asc(evaluations.createdAt), asc(evaluations.id));
  const items = rows.length
    ? await db
        .select()
        .from(evaluationItems)
        .where(
          inArray(
            evaluationItems.evaluationId,
            rows.map((row) => row.evaluation.id),
          ),
        )
        .orderBy(asc(evaluationItems.sortOrder), asc(evaluationItems.id))
    : [];
  return rows.map(({ evaluation, paperName }) => ({
    id: evaluation.id,
    stepName: evaluation.stepName,
    evaluatorName: evaluation.evaluatorName,
    evaluationStage: evaluation.evaluationStage,
    evaluationFree: evaluation.evaluationFree,
    evaluationPaperOriginalName: paperName,
    evaluationPaperFileId: evaluation.paperFileId,
    evaluations: items
      .filter((item) => item.evaluationId === evaluation.id)
      .map((item) => ({ itemName: item.itemName, value: item.value, comment: item.comment })),
  }));
}

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
        const [paper] = await db
          .select({ fileId: evaluations.paperFileId })
          .from(evaluations)
          .where(
            and(
              eq(evaluations.candidateId, own.id),
              eq(evaluations.paperFileId, params.fileId),
              eq(evaluations.isVisibleToAgency, true),
            ),
          );
        const file = paper ? await services.files.read(params.fileId, auth.agencyId) : null;
        if (!file) throw notFound(FILE_NOT_FOUND_MESSAGE);
        return sendStoredFile(reply, file);
      },
    );
  };
}
