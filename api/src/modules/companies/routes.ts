// GET /job-companies: the companies linked to the agency, optionally only MATCHED (the dropdown).
import type { FastifyInstance } from 'fastify';
import { companyCalls as calls } from '@portal/shared/contract/companies';
import { route } from '../../contract/route';
import { authOf } from '../../plugins/auth-guard';
import type { Services } from '../../services';
import { linkedCompanies } from './queries';

export function companyRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(
      app,
      calls['GET /job-companies'],
      { labels: { permitMatchingStatus: '連携ステータス' } },
      async ({ request, query }) =>
        linkedCompanies(services.db, authOf(request).agencyId, query.permitMatchingStatus),
    );
  };
}
