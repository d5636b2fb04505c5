// POST /jobs/{id}/candidates: 紹介情報登録 (multipart, spec 2 §7). The job must be visible and
// open; the answers are checked against its fields before anything is stored.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  isRecruitmentOpen,
  type CandidateRegistrationResponse,
} from '@portal/shared/contract/jobs';
import { readMultipart } from '../../files/multipart';
import { authOf } from '../../plugins/auth-guard';
import { validationError } from '../../plugins/http-errors';
import { parseInput } from '../../plugins/validation';
import type { Services } from '../../services';
import { findVisibleJob } from '../jobs/access';
import { formFieldsOf } from '../jobs/queries';
import { checkAnswers, identityErrors } from './answers';
import { outsideWindow, referCandidate } from './refer-service';

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const INVALID_ANSWERS_MESSAGE = '入力内容に誤りがあります。各項目をご確認ください。';

/** introductionApplicantId: 'null' / '' / absent → null; otherwise a positive id. */
export function applicantIdOf(raw: string | string[] | undefined): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '' || value === 'null') return null;
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) {
    throw validationError({ introductionApplicantId: ['候補者の指定が正しくありません'] });
  }
  return id;
}

export function registerRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.post('/jobs/:id/candidates', async (request, reply) => {
      const { id } = parseInput(idParams, request.params, { id: '求人ID' });
      const auth = authOf(request);
      const job = await findVisibleJob(services.db, auth, id);
      if (!isRecruitmentOpen(job, services.now())) throw outsideWindow();
      const input = await readMultipart(request, 'form');
      const applicantId = applicantIdOf(input.fields.introductionApplicantId);
      const fields = await formFieldsOf(services.db, job.id);
      const checked = checkAnswers(fields, input.fields, input.files);
      const errors = {
        ...(applicantId === null ? identityErrors(checked.answers) : {}),
        ...checked.errors,
      };
      if (Object.keys(errors).length) throw validationError(errors, INVALID_ANSWERS_MESSAGE);
      const result = await services.db.transaction((tx) =>
        referCandidate(tx, services.files, auth, {
          jobId: job.id,
          applicantId,
          answers: checked.answers,
          files: checked.files,
        }),
      );
      const body: CandidateRegistrationResponse = {
        candidateId: result.candidateId,
        companyId: job.companyId,
      };
      return reply.code(201).send({ data: body });
    });
  };
}
