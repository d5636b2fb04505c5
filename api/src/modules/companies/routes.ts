// GET /job-companies: the companies linked to the agency, optionally only MATCHED (the dropdown).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PERMIT_MATCHING_STATUS } from '@portal/shared/contract';
import { authOf } from '../../plugins/auth-guard';
import { parseInput } from '../../plugins/validation';
import type { Services } from '../../services';
import { linkedCompanies } from './queries';

const companiesQuery = z.object({
  permitMatchingStatus: z.enum(Object.values(PERMIT_MATCHING_STATUS)).optional(),
});

export function companyRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get('/job-companies', async (request) => {
      const { permitMatchingStatus } = parseInput(companiesQuery, request.query, {
        permitMatchingStatus: '連携ステータス',
      });
      const auth = authOf(request);
      return { data: await linkedCompanies(services.db, auth.agencyId, permitMatchingStatus) };
    });
  };
}
