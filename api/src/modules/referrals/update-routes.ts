// 紹介情報更新: GET /candidates/{id}/referral-form (the fields and current answers the update
// form starts from) and POST /candidates/{id} with _method=PUT (multipart, spec 2 §7). A file
// field without a new file keeps its stored file; a new one (one file only) replaces it.
// SQL: update-queries.ts.
import type { FastifyInstance } from 'fastify';
import { referralCalls as calls, type FileAnswer } from '@portal/shared/contract/referrals';
import { ANSWER_TYPE } from '@portal/shared/enums';
import { route } from '../../contract/route';
import { authOf } from '../../plugins/auth-guard';
import { validationError } from '../../plugins/http-errors';
import type { Services } from '../../services';
import { detailLines } from '../jobs/access-queries';
import { formFieldsOf } from '../jobs/queries';
import { checkAnswers } from './answers';
import { updateForm } from './form';
import { INVALID_ANSWERS_MESSAGE } from './register-routes';
import { answersOf, isFileAnswer, referralCandidate, updateReferral } from './update-queries';

const options = { labels: { id: '候補者ID' }, invalidParams: true };

export function referralUpdateRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(
      app,
      calls['GET /candidates/{id}/referral-form'],
      options,
      async ({ request, params }) => {
        const candidate = await referralCandidate(services.db, authOf(request), params.id);
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

    route(app, calls['POST /candidates/{id}'], options, async ({ request, params, form }) => {
      const auth = authOf(request);
      const candidate = await referralCandidate(services.db, auth, params.id);
      // The applicant of a referral is fixed; the form sends it again (checked as an id).
      const { fields: answers, files } = await form(updateForm);
      const fields = candidate.jobId ? await formFieldsOf(services.db, candidate.jobId) : [];
      const current = await answersOf(services.db, candidate.id);
      const filled = new Set(
        fields
          .filter((f) => f.answerType === ANSWER_TYPE.FILE && isFileAnswer(current[f.key]))
          .filter((f) => (current[f.key] as FileAnswer[]).length > 0)
          .map((f) => f.key),
      );
      const checked = checkAnswers(fields, answers, files, { filledFileKeys: filled });
      for (const [key, uploads] of checked.files) {
        if (uploads.length > 1) checked.errors[key] = ['更新時に添付できるファイルは1件です'];
      }
      if (Object.keys(checked.errors).length) {
        throw validationError(checked.errors, INVALID_ANSWERS_MESSAGE);
      }
      const keptFileKeys = [...filled].filter((key) => !checked.files.has(key));
      await updateReferral(services.db, services.files, auth, candidate, {
        current,
        checked,
        keptFileKeys,
        now: services.now(),
      });
      return { candidateId: candidate.id, companyId: candidate.companyId ?? 0 };
    });
  };
}
