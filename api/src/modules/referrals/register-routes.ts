// POST /jobs/{id}/candidates: 紹介情報登録 (multipart, spec 2 §7). The job must be visible and
// open; the answers are checked against its fields before anything is stored.
import { formId } from '@portal/shared/contract/common';
import type { FastifyInstance } from 'fastify';
import { isRecruitmentOpen } from '@portal/shared/contract/jobs';
import { referralCalls as calls } from '@portal/shared/contract/referrals';
import { route } from '../../contract/route';
import { readMultipart } from '../../files/multipart';
import { authOf } from '../../plugins/auth-guard';
import { validationError } from '../../plugins/http-errors';
import type { Services } from '../../services';
import { findVisibleJob } from '../jobs/access';
import { formFieldsOf } from '../jobs/queries';
import { checkAnswers, identityErrors } from './answers';
import { outsideWindow, referCandidate } from './refer-service';

export const INVALID_ANSWERS_MESSAGE = '入力内容に誤りがあります。各項目をご確認ください。';

/**
 * introductionApplicantId: 'null' / '' / absent → null; otherwise the digits of a positive id.
 * A repeated field or anything else ('1.5', '1e2', '[1]') is refused: never read as an applicant.
 */
export function applicantIdOf(raw: string | string[] | undefined): number | null {
  if (raw === undefined || raw === '' || raw === 'null') return null;
  const parsed = formId.safeParse(raw);
  if (!parsed.success) {
    throw validationError({ introductionApplicantId: ['候補者の指定が正しくありません'] });
  }
  return parsed.data;
}

export function registerRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(
      app,
      calls['POST /jobs/{id}/candidates'],
      { labels: { id: '求人ID' }, invalidParams: true },
      async ({ request, params }) => {
        const auth = authOf(request);
        const job = await findVisibleJob(services.db, auth, params.id);
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
        return { candidateId: result.candidateId, companyId: job.companyId };
      },
    );
  };
}
