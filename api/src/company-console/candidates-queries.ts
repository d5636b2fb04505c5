// SQL of the console's candidate commands (candidates-commands.ts): the candidate with its
// applicant and job's company, and the company's writes (status, evaluation, proposed dates),
// each with its audit row in the same transaction.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { changes, recordAudit, type AuditInput } from '../audit/record';
import { applicantOfCandidate, jobOfCandidate } from '../db/join-queries';
import type { Database } from '../db/client';
import { applicants, candidates } from '../db/schema/applicants';
import { evaluationItems, evaluations } from '../db/schema/candidate-activity';
import { tentativeEventComments, tentativeEvents } from '../db/schema/events';
import { jobs } from '../db/schema/jobs';
import { FileStore } from '../files/file-store';
import { tasksForStatus } from '../modules/dashboard/auto-tasks';
import { emitWebhookEvent } from '../modules/webhooks/emit';
import type { UploadedFile } from '../files/upload-rules';
import type { candidateStatusInput, evaluationInput, tentativeInput } from './candidates-schemas';

/** The audit fields every console write on a candidate shares (who, which candidate). */
type AuditBase = Omit<AuditInput, 'action' | 'target' | 'before' | 'after'>;

export async function consoleCandidate(db: Database, id: number) {
  const [row] = await db
    .select({ candidate: candidates, applicant: applicants, companyId: jobs.companyId })
    .from(candidates)
    .leftJoin(applicants, applicantOfCandidate)
    .leftJoin(jobs, jobOfCandidate)
    .where(eq(candidates.id, id));
  return row;
}

export type ConsoleCandidate = NonNullable<Awaited<ReturnType<typeof consoleCandidate>>>;

const pickStatus = (row: typeof candidates.$inferSelect) => ({
  specialSelectionStatus: row.specialSelectionStatus,
  selectionStepName: row.selectionStepName,
  isTmpCandidate: row.isTmpCandidate,
  isTmpCandidateDiscarded: row.isTmpCandidateDiscarded,
});

export function setCandidateStatus(
  db: Database,
  before: ConsoleCandidate,
  input: z.output<typeof candidateStatusInput>,
  now: Date,
  audit: AuditBase,
) {
  return db.transaction(async (tx) => {
    // The selection history's trigger (migration 0015) names the company as who changed it.
    const actor = audit.actor.kind === 'company' ? `company:${audit.actor.companyId}` : 'system';
    await tx.execute(
      sql`select set_config('portal.actor', ${actor}, true), set_config('portal.changed_at', ${now.toISOString()}, true)`,
    );
    const [row] = await tx
      .update(candidates)
      .set({
        specialSelectionStatus: input.specialSelectionStatus,
        ...(input.selectionStepName !== undefined
          ? { selectionStepName: input.selectionStepName }
          : {}),
        ...(input.isTmpCandidate !== undefined ? { isTmpCandidate: input.isTmpCandidate } : {}),
        ...(input.isTmpCandidateDiscarded !== undefined
          ? { isTmpCandidateDiscarded: input.isTmpCandidateDiscarded }
          : {}),
        updatedAt: now,
      })
      .where(eq(candidates.id, input.id))
      .returning();
    await recordAudit(tx, {
      ...audit,
      action: 'candidate.status_changed',
      target: { type: 'candidate', id: row.id },
      ...changes(pickStatus(before.candidate), pickStatus(row)),
    });
    // Issue 29: 内定 and 不合格 make their task once, in the same transaction.
    await tasksForStatus(
      tx,
      row.id,
      before.candidate.specialSelectionStatus,
      row.specialSelectionStatus,
      now,
    );
    const was = before.candidate;
    if (
      was.specialSelectionStatus !== row.specialSelectionStatus ||
      was.selectionStepName !== row.selectionStepName
    ) {
      await emitWebhookEvent(
        tx,
        row.agencyId,
        'referral.status_changed',
        {
          siteId: row.siteId,
          candidateId: row.id,
          applicantId: row.applicantId,
          jobId: row.jobId,
          before: {
            specialSelectionStatus: was.specialSelectionStatus,
            selectionStepName: was.selectionStepName,
          },
          after: {
            specialSelectionStatus: row.specialSelectionStatus,
            selectionStepName: row.selectionStepName,
          },
          changedAt: now.toISOString(),
        },
        now,
      );
    }
    return row;
  });
}

/** A shared evaluation with its items and paper file; the new evaluation's id. */
export function addEvaluation(
  db: Database,
  row: ConsoleCandidate,
  input: z.output<typeof evaluationInput>,
  paper: UploadedFile[],
  audit: AuditBase,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [paperId] = await new FileStore(tx).saveAll(row.candidate.agencyId, paper, tx);
    const [created] = await tx
      .insert(evaluations)
      .values({
        candidateId: input.id,
        stepName: input.stepName,
        evaluatorName: input.evaluatorName,
        evaluationStage: input.evaluationStage,
        evaluationFree: input.evaluationFree ?? '',
        paperFileId: paperId ?? null,
      })
      .returning({ id: evaluations.id });
    if (input.evaluations.length) {
      await tx.insert(evaluationItems).values(
        input.evaluations.map((item, index) => ({
          evaluationId: created.id,
          itemName: item.itemName,
          value: item.value,
          comment: item.comment ?? '',
          sortOrder: index,
        })),
      );
    }
    await recordAudit(tx, {
      ...audit,
      action: 'evaluation.added',
      target: { type: 'evaluation', id: created.id },
      after: { stepName: input.stepName, evaluationStage: input.evaluationStage },
    });
    return created.id;
  });
}

/** Replaces the candidate's unconfirmed dates with the proposed ones; their ids. */
export function proposeTentativeEvents(
  db: Database,
  candidate: ConsoleCandidate['candidate'],
  input: z.output<typeof tentativeInput>,
  now: Date,
  audit: AuditBase,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.delete(tentativeEvents).where(eq(tentativeEvents.candidateId, input.id));
    const rows = await tx
      .insert(tentativeEvents)
      .values(
        input.dates.map((date) => ({
          candidateId: input.id,
          startAt: date.start,
          endAt: date.end,
        })),
      )
      .returning({ id: tentativeEvents.id });
    await tx
      .insert(tentativeEventComments)
      .values({ candidateId: input.id, comment: input.comment ?? '' })
      .onConflictDoUpdate({
        target: tentativeEventComments.candidateId,
        set: { comment: input.comment ?? '', updatedAt: now },
      });
    await recordAudit(tx, {
      ...audit,
      action: 'date.proposed',
      target: { type: 'candidate', id: input.id },
      after: { dates: input.dates.map((date) => `${date.start}〜${date.end}`) },
    });
    await emitWebhookEvent(
      tx,
      candidate.agencyId,
      'tentative_dates.proposed',
      {
        siteId: candidate.siteId,
        candidateId: candidate.id,
        applicantId: candidate.applicantId,
        jobId: candidate.jobId,
        dates: input.dates.map((date) => ({
          startAt: date.start.toISOString(),
          endAt: date.end.toISOString(),
        })),
        comment: input.comment ?? '',
      },
      now,
    );
    return rows.map((r) => r.id);
  });
}
