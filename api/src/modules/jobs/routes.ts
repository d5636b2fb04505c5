// The Jobs calls of spec 2 §7: list (search, status, sort, company), detail with the agency's
// bulk-import flag and progress, entry-form fields, company id and the referred candidates.
import type { FastifyInstance } from 'fastify';
import { jobCalls as calls } from '@portal/shared/contract/jobs';
import { route } from '../../contract/route';
import { authOf } from '../../plugins/auth-guard';
import type { Services } from '../../services';
import { withReferralMarks } from '../dashboard/service';
import { findVisibleJob, JOB_ROUTE_OPTIONS } from './access-queries';
import {
  formFieldsOf,
  jobCandidates,
  jobChangesSinceReferral,
  jobDetail,
  listJobs,
} from './queries';

export function jobRoutes(services: Services) {
  const { db } = services;
  const options = JOB_ROUTE_OPTIONS;
  return async (app: FastifyInstance) => {
    route(app, calls['GET /jobs'], options, async ({ request, query }) =>
      listJobs(db, authOf(request), query, services.now()),
    );

    route(app, calls['GET /jobs/{id}'], options, async ({ request, params }) =>
      jobDetail(db, authOf(request), params.id),
    );

    route(app, calls['GET /jobs/{id}/entry-form-fields'], options, async ({ request, params }) => {
      const job = await findVisibleJob(db, authOf(request), params.id);
      return formFieldsOf(db, job.id);
    });

    route(app, calls['GET /jobs/{id}/company-id'], options, async ({ request, params }) => {
      const job = await findVisibleJob(db, authOf(request), params.id);
      return { companyId: job.companyId };
    });

    route(app, calls['GET /jobs/{id}/changes'], options, async ({ request, params }) => {
      const auth = authOf(request);
      const job = await findVisibleJob(db, auth, params.id);
      return jobChangesSinceReferral(db, auth, job.id);
    });

    route(app, calls['GET /jobs/{id}/candidates'], options, async ({ request, params, query }) => {
      const auth = authOf(request);
      const job = await findVisibleJob(db, auth, params.id);
      // Issue 29: each referral's 「企業回答待ち N日」.
      return withReferralMarks(db, auth.agencyId, await jobCandidates(db, auth, job.id, query));
    });
  };
}
