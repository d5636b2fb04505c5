// SQL of a candidate's evaluations: only what the company shared with the agency
// (isVisibleToAgency), and the paper file of one.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Evaluation } from '@portal/shared/contract/candidates';
import type { Database } from '../../db/client';
import { evaluationItems, evaluations } from '../../db/schema/candidate-activity';
import { files } from '../../db/schema/files';

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

/** Whether `fileId` is the paper of one of the candidate's shared evaluations. */
export async function isSharedEvaluationPaper(
  db: Database,
  candidateId: number,
  fileId: number,
): Promise<boolean> {
  const [paper] = await db
    .select({ fileId: evaluations.paperFileId })
    .from(evaluations)
    .where(
      and(
        eq(evaluations.candidateId, candidateId),
        eq(evaluations.paperFileId, fileId),
        eq(evaluations.isVisibleToAgency, true),
      ),
    );
  return Boolean(paper);
}
