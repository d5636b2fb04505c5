// POST /jobs/{id}/candidates: 紹介情報登録 (multipart, spec 2 §7). The job must be visible and
// open; the answers are checked against its fields before anything is stored.
import type { FastifyInstance } from 'fastify';
import { isRecruitmentOpen } from '@portal/shared/contract/job-rules';
import { referralCalls as calls } from '@portal/shared/contract/referrals';
import { route } from '../../contract/route';
import { authOf } from '../../plugins/auth-guard';
import { validationError } from '../../plugins/http-errors';
import type { Services } from '../../services';
import { findVisibleJob } from '../jobs/access-queries';
import { formFieldsOf } from '../jobs/queries';
import { checkAnswers, identityErrors } from './answers';
import { registerForm } from './form';
import { outsideWindow, referCandidate } from './refer-service';

export const INVALID_ANSWERS_MESSAGE = '入力内容に誤りがあります。各項目をご確認ください。';

export function registerRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(
      app,
      calls['POST /jobs/{id}/candidates'],
      { labels: { id: '求人ID' }, invalidParams: true },
      async ({ request, params, form }) => {
        const auth = authOf(request);
        const job = await findVisibleJob(services.db, auth, params.id);
        if (!isRecruitmentOpen(job, services.now())) throw outsideWindow();
        const input = await form(registerForm);
        const { introductionApplicantId: applicantId, ...answers } = input.fields;
        const fields = await formFieldsOf(services.db, job.id);
        const checked = checkAnswers(fields, answers, input.files);
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
        return { candidateId: result.candidateId, companyId: job.companyId };
      },
    );
  };
}
