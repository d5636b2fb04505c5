// 紹介情報更新: GET /candidates/{id}/referral-form (the fields and current answers the update
// form starts from) and POST /candidates/{id} with _method=PUT (multipart, spec 2 §7). A file
// field without a new file keeps its stored file; a new one (one file only) replaces it.
import { and, eq, notInArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  referralCalls as calls,
  type AnswerValue,
  type FileAnswer,
} from '@portal/shared/contract/referrals';
import { ANSWER_TYPE } from '@portal/shared/enums';
import { auditOf, changes, recordAudit } from '../../audit/record';
import type { Database } from '../../db/client';
import { applicants, candidateAnswers, candidates } from '../../db/schema/applicants';
import { hiringCompanies } from '../../db/schema/companies';
import { jobs } from '../../db/schema/jobs';
import { readMultipart } from '../../files/multipart';
import { authOf, type AuthContext } from '../../plugins/auth-guard';
import { notFound, validationError } from '../../plugins/http-errors';
import type { Services } from '../../services';
import { detailLines } from '../jobs/access';
import { formFieldsOf } from '../jobs/queries';
import { checkAnswers, identityOf } from './answers';
import { storeFileAnswers } from './refer-service';
import { INVALID_ANSWERS_MESSAGE } from './register-routes';
import { route } from '../../contract/route';

const options = { labels: { id: '候補者ID' }, invalidParams: true };

async function ownCandidate(db: Database, auth: AuthContext, id: number) {
  const [row] = await db
    .select({
      id: candidates.id,
      jobId: candidates.jobId,
      applicantId: candidates.applicantId,
      companyId: jobs.companyId,
      jobName: jobs.jobName,
      jobDetail: jobs.detail,
      companyName: hiringCompanies.name,
    })
    .from(candidates)
    .leftJoin(jobs, eq(jobs.id, candidates.jobId))
    .leftJoin(hiringCompanies, eq(hiringCompanies.id, jobs.companyId))
    .where(
      and(
        eq(candidates.id, id),
        eq(candidates.agencyId, auth.agencyId),
        eq(candidates.siteId, auth.siteId),
      ),
    );
  if (!row) throw notFound();
  return row;
}

async function answersOf(db: Database, candidateId: number) {
  const rows = await db
    .select({ key: candidateAnswers.answerKey, value: candidateAnswers.value })
    .from(candidateAnswers)
    .where(eq(candidateAnswers.candidateId, candidateId));
  return Object.fromEntries(rows.map((row) => [row.key, row.value as AnswerValue]));
}

/** Answers as short texts for the audit summary (file answers by their names). */
function answerTexts(answers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(answers).map(([key, value]) => [
      key,
      isFileAnswer(value)
        ? value.map((file) => file.fileViewName).join(', ')
        : typeof value === 'string'
          ? value
          : JSON.stringify(value),
    ]),
  );
}

const isFileAnswer = (value: unknown): value is FileAnswer[] =>
  Array.isArray(value) && value.every((item) => typeof item?.fileId === 'number');

function readMethod(request: FastifyRequest, fields: Record<string, string | string[]>) {
  const method = fields._method;
  if (request.method === 'POST' && method !== 'PUT' && method !== 'put') {
    throw validationError({ _method: ['_method には PUT を指定してください'] });
  }
}

export function referralUpdateRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(
      app,
      calls['GET /candidates/{id}/referral-form'],
      options,
      async ({ request, params }) => {
        const candidate = await ownCandidate(services.db, authOf(request), params.id);
        const fields = candidate.jobId ? await formFieldsOf(services.db, candidate.jobId) : [];
        return {
          candidateId: candidate.id,
          jobId: candidate.jobId,
          applicantId: candidate.applicantId,
          fields,
          answers: await answersOf(services.db, candidate.id),
          job:
            candidate.jobId && candidate.jobName
              ? {
                  jobName: candidate.jobName,
                  companyName: candidate.companyName ?? '',
                  detail: [
                    { label: '求人タイトル', value: candidate.jobName },
                    { label: '会社名', value: candidate.companyName ?? '' },
                    ...detailLines(candidate.jobDetail),
                  ],
                }
              : null,
        };
      },
    );

    route(app, calls['POST /candidates/{id}'], options, async ({ request, params }) => {
      const auth = authOf(request);
      const candidate = await ownCandidate(services.db, auth, params.id);
      const input = await readMultipart(request, 'form');
      readMethod(request, input.fields);
      const fields = candidate.jobId ? await formFieldsOf(services.db, candidate.jobId) : [];
      const current = await answersOf(services.db, candidate.id);
      const filled = new Set(
        fields
          .filter((f) => f.answerType === ANSWER_TYPE.FILE && isFileAnswer(current[f.key]))
          .filter((f) => (current[f.key] as FileAnswer[]).length > 0)
          .map((f) => f.key),
      );
      const checked = checkAnswers(fields, input.fields, input.files, { filledFileKeys: filled });
      for (const [key, uploads] of checked.files) {
        if (uploads.length > 1) checked.errors[key] = ['更新時に添付できるファイルは1件です'];
      }
      if (Object.keys(checked.errors).length) {
        throw validationError(checked.errors, INVALID_ANSWERS_MESSAGE);
      }
      const keptFileKeys = [...filled].filter((key) => !checked.files.has(key));
      await services.db.transaction(async (tx) => {
        const replaced = [...checked.files.keys()]
          .map((key) => current[key])
          .filter(isFileAnswer)
          .flatMap((answer) => answer.map((file) => file.fileId));
        await tx
          .delete(candidateAnswers)
          .where(
            and(
              eq(candidateAnswers.candidateId, candidate.id),
              keptFileKeys.length
                ? notInArray(candidateAnswers.answerKey, keptFileKeys)
                : undefined,
            ),
          );
        await services.files.deleteAll(replaced, tx);
        const stored = await storeFileAnswers(
          tx,
          services.files,
          auth.agencyId,
          candidate.id,
          checked.files,
        );
        const rows = [...checked.answers, ...stored].map(([answerKey, value]) => ({
          candidateId: candidate.id,
          answerKey,
          value,
        }));
        if (rows.length) await tx.insert(candidateAnswers).values(rows);
        // The name answers are the person's name: a change renames the applicant, so the
        // candidate's header, the lists and the company's view all show the name just saved.
        const { seiKanji, meiKanji, seiKana, meiKana } = identityOf(checked.answers);
        if (candidate.applicantId !== null && seiKanji && meiKanji && seiKana && meiKana) {
          await tx
            .update(applicants)
            .set({ seiKanji, meiKanji, seiKana, meiKana, updatedAt: services.now() })
            .where(
              and(eq(applicants.id, candidate.applicantId), eq(applicants.agencyId, auth.agencyId)),
            );
        }
        await tx
          .update(candidates)
          .set({ updatedAt: services.now() })
          .where(eq(candidates.id, candidate.id));
        await recordAudit(tx, {
          ...auditOf(auth),
          action: 'referral.updated',
          target: { type: 'candidate', id: candidate.id },
          applicantId: candidate.applicantId,
          candidateId: candidate.id,
          ...changes(
            answerTexts(current),
            answerTexts(Object.fromEntries(rows.map((r) => [r.answerKey, r.value]))),
          ),
        });
      });
      return { candidateId: candidate.id, companyId: candidate.companyId ?? 0 };
    });
  };
}
