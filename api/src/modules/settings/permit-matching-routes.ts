// GET /settings/permit-matchings and PUT /settings/permit-matchings/{id}: linking companies by code.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf } from '../../plugins/auth-guard';
import { notFound, validationError } from '../../plugins/http-errors';
import { RATE_RULES } from '../../plugins/rate-limit';
import { parseInput } from '../../plugins/validation';
import type { Services } from '../../services';
import { requiredText } from '../auth/account-rules';
import { linkableCompanies, linkWithCode } from './permit-matching-queries';

export const WRONG_COMPANY_CODE_MESSAGE = '企業コードが正しくありません。';

const params = z.object({ companyId: z.coerce.number().int().positive().max(2_147_483_647) });
const body = z.object({ companyCode: requiredText(64) });

export function permitMatchingRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get('/settings/permit-matchings', async (request) => ({
      data: await linkableCompanies(services.db, authOf(request).agencyId),
    }));

    app.put('/settings/permit-matchings/:companyId', async (request) => {
      const auth = authOf(request);
      const parsedParams = params.safeParse(request.params);
      if (!parsedParams.success) throw notFound();
      const { companyCode } = parseInput(body, request.body, { companyCode: '企業コード' });
      const key = `link-code:${auth.agencyId}`;
      const rule = RATE_RULES.linkCodeFailuresPerAgency;
      await services.limiter.assertBelow(key, rule, 'companyCode');
      const outcome = await linkWithCode(
        services.db,
        auth.agencyId,
        parsedParams.data.companyId,
        companyCode,
        services.now(),
      );
      if (outcome === 'not-found') throw notFound();
      if (outcome === 'wrong-code') {
        await services.limiter.hit(key, rule, 'companyCode');
        throw validationError({ companyCode: [WRONG_COMPANY_CODE_MESSAGE] });
      }
      return { data: null };
    });
  };
}
