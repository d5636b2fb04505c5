// GET/POST /applicants, GET/PUT /applicants/{id} and GET /applicants/{id}/candidates, all scoped
// to the session's agency and site: another agency's applicant is not found.
import type { FastifyInstance } from 'fastify';
import { applicantCalls as calls } from '@portal/shared/contract/applicants';
import { route } from '../../contract/route';
import { authOf } from '../../plugins/auth-guard';
import { notFound } from '../../plugins/http-errors';
import type { Services } from '../../services';
import { createApplicant, listApplicants, readApplicant, updateApplicant } from './queries';
import { referredJobs } from './referred-jobs-queries';
import { APPLICANT_LABELS } from './schemas';

export const APPLICANT_NOT_FOUND_MESSAGE = '候補者が見つかりません';

export function applicantRoutes(services: Services) {
  const { db } = services;
  const options = { labels: APPLICANT_LABELS, notFound: APPLICANT_NOT_FOUND_MESSAGE };
  return async (app: FastifyInstance) => {
    route(app, calls['GET /applicants'], options, async ({ request, query }) =>
      listApplicants(db, authOf(request), query),
    );

    route(app, calls['POST /applicants'], options, async ({ request, body }) =>
      createApplicant(db, authOf(request), body),
    );

    route(app, calls['GET /applicants/{id}'], options, async ({ request, params }) => {
      const applicant = await readApplicant(db, authOf(request), params.id);
      if (!applicant) throw notFound(APPLICANT_NOT_FOUND_MESSAGE);
      return applicant;
    });

    route(app, calls['PUT /applicants/{id}'], options, async ({ request, params, body }) => {
      const updated = await updateApplicant(db, authOf(request), params.id, body);
      if (!updated) throw notFound(APPLICANT_NOT_FOUND_MESSAGE);
      return updated;
    });

    route(
      app,
      calls['GET /applicants/{id}/candidates'],
      options,
      async ({ request, params, query }) => {
        const auth = authOf(request);
        if (!(await readApplicant(db, auth, params.id))) {
          throw notFound(APPLICANT_NOT_FOUND_MESSAGE);
        }
        return referredJobs(db, auth, params.id, query.selectedCompanyId);
      },
    );
  };
}
