// GET/POST /applicants, GET/PUT /applicants/{id}, GET /applicants/{id}/candidates, the possible
// duplicates and the merge, all scoped to the session's agency and site: another agency's
// applicant is not found. A merged applicant's id reads as the applicant it was merged into.
import type { FastifyInstance } from 'fastify';
import { applicantCalls as calls } from '@portal/shared/contract/applicants';
import { route } from '../../contract/route';
import { authOf } from '../../plugins/auth-guard';
import { orNotFound } from '../../plugins/http-errors';
import type { Services } from '../../services';
import { possibleDuplicates, resolveApplicantId } from './duplicates-queries';
import { mergeApplicants, mergePreview } from './merge-service';
import { createApplicant, listApplicants, readApplicant, updateApplicant } from './queries';
import { referredJobs } from './referred-jobs-queries';
import { APPLICANT_LABELS } from './schemas';

export const APPLICANT_NOT_FOUND_MESSAGE = '候補者が見つかりません';

export function applicantRoutes(services: Services) {
  const { db } = services;
  const options = { labels: APPLICANT_LABELS, notFound: APPLICANT_NOT_FOUND_MESSAGE };
  return async (app: FastifyInstance) => {
    // Issue 29: each applicant's longest 「企業回答待ち N日」 comes in the page's own statement.
    route(app, calls['GET /applicants'], options, async ({ request, query }) =>
      listApplicants(db, authOf(request), query),
    );

    route(app, calls['POST /applicants'], options, async ({ request, body }) =>
      createApplicant(db, authOf(request), body),
    );

    route(app, calls['GET /applicants/possible-duplicates'], options, async ({ request, query }) =>
      possibleDuplicates(db, authOf(request), query),
    );

    route(app, calls['GET /applicants/{id}'], options, async ({ request, params }) => {
      const auth = authOf(request);
      const id = await resolveApplicantId(db, auth, params.id);
      const applicant = id === null ? null : await readApplicant(db, auth, id);
      return orNotFound(applicant, APPLICANT_NOT_FOUND_MESSAGE);
    });

    route(app, calls['PUT /applicants/{id}'], options, async ({ request, params, body }) => {
      const updated = await updateApplicant(db, authOf(request), params.id, body);
      return orNotFound(updated, APPLICANT_NOT_FOUND_MESSAGE);
    });

    route(
      app,
      calls['GET /applicants/{id}/candidates'],
      options,
      async ({ request, params, query }) => {
        const auth = authOf(request);
        const id = orNotFound(
          await resolveApplicantId(db, auth, params.id),
          APPLICANT_NOT_FOUND_MESSAGE,
        );
        return referredJobs(db, auth, id, query.selectedCompanyId);
      },
    );

    route(
      app,
      calls['GET /applicants/{id}/merge-preview'],
      options,
      async ({ request, params, query }) =>
        mergePreview(db, authOf(request), params.id, query.sourceApplicantId),
    );

    route(app, calls['POST /applicants/{id}/merge'], options, async ({ request, params, body }) =>
      mergeApplicants(db, authOf(request), params.id, body.sourceApplicantId),
    );
  };
}
