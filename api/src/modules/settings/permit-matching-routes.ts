// GET /settings/permit-matchings and PUT /settings/permit-matchings/{id}: linking companies by code.
import type { FastifyInstance } from 'fastify';
import { settingsCalls as calls } from '@portal/shared/contract/settings';
import { route } from '../../contract/route';
import { authOf } from '../../plugins/auth-guard';
import { notFound, validationError } from '../../plugins/http-errors';
import { RATE_RULES } from '../../plugins/rate-limit';
import type { Services } from '../../services';
import { linkableCompanies, linkWithCode } from './permit-matching-queries';

export const WRONG_COMPANY_CODE_MESSAGE = '企業コードが正しくありません。';

export function permitMatchingRoutes(services: Services) {
  const options = { labels: { companyCode: '企業コード' } };
  return async (app: FastifyInstance) => {
    route(app, calls['GET /settings/permit-matchings'], options, async ({ request }) =>
      linkableCompanies(services.db, authOf(request).agencyId),
    );

    route(
      app,
      calls['PUT /settings/permit-matchings/{companyId}'],
      options,
      async ({ request, params, body: { companyCode } }) => {
        const auth = authOf(request);
        const key = `link-code:${auth.agencyId}`;
        const rule = RATE_RULES.linkCodeFailuresPerAgency;
        await services.limiter.assertBelow(key, rule, 'companyCode');
        const outcome = await linkWithCode(
          services.db,
          auth,
          params.companyId,
          companyCode,
          services.now(),
        );
        if (outcome === 'not-found') throw notFound();
        if (outcome === 'wrong-code') {
          await services.limiter.hit(key, rule, 'companyCode');
          throw validationError({ companyCode: [WRONG_COMPANY_CODE_MESSAGE] });
        }
        return null;
      },
    );
  };
}
