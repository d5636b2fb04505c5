// The agency portal's api under /{siteId}/employment-agency/api: the site id, the session of its
// service line and the CSRF check come first. Whether a route needs a login is its contract's
// `public` flag (api/src/contract/route.ts), not where it is registered here.
import type { FastifyInstance } from 'fastify';
import { INVALID_SITE_ID_MESSAGE, isSiteId, serviceTypeOf } from '@portal/shared/site';
import { bearerOf } from '../plugins/api-token';
import { verifyCsrf } from '../plugins/csrf';
import { notFound } from '../plugins/http-errors';
import type { Services } from '../services';
import { apiTokenRoutes } from './api-tokens/routes';
import { applicantRoutes } from './applicants/routes';
import { auditRoutes } from './audit/routes';
import { authRoutes } from './auth/routes';
import { badgeRoutes } from './badges/routes';
import { chatRoutes } from './chat/routes';
import { streamRoutes } from '../live/stream-routes';
import { candidateRoutes } from './candidates/routes';
import { companyRoutes } from './companies/routes';
import { dashboardRoutes } from './dashboard/routes';
import { docsRoutes } from './docs/routes';
import { eventRoutes } from './events/routes';
import { infoRoutes } from './infos/routes';
import { bulkRoutes } from './bulk/routes';
import { jobRoutes } from './jobs/routes';
import { masterRoutes } from './master/routes';
import { passwordResetRoutes } from './password-reset/routes';
import { referralRoutes } from './referrals/routes';
import { accountSettingsRoutes } from './settings/account-routes';
import { notificationSettingsRoutes } from './settings/notification-routes';
import { permitMatchingRoutes } from './settings/permit-matching-routes';
import { signupRoutes } from './signup/routes';
import { supportRoutes } from './support/routes';
import { webhookRoutes } from './webhooks/routes';

export const API_PREFIX = '/:siteId/employment-agency/api';

export function apiRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const { siteId } = request.params as { siteId?: string };
      if (!isSiteId(siteId)) throw notFound(INVALID_SITE_ID_MESSAGE);
      request.siteId = siteId;
      // An API token (Authorization: Bearer) or the session cookie, never both: a bearer that is
      // no valid token is a 401 whatever cookie comes with it, and a token needs no CSRF header.
      const bearer = bearerOf(request);
      if (bearer !== undefined) {
        await services.apiTokens.authenticate(request, bearer, serviceTypeOf(siteId));
        return;
      }
      await services.sessions.load(request, serviceTypeOf(siteId));
      verifyCsrf(request);
    });

    await app.register(authRoutes(services));
    await app.register(passwordResetRoutes(services));
    await app.register(signupRoutes(services));
    await app.register(badgeRoutes(services));
    await app.register(companyRoutes(services));
    await app.register(infoRoutes(services));
    await app.register(supportRoutes(services));
    await app.register(accountSettingsRoutes(services));
    await app.register(notificationSettingsRoutes(services));
    await app.register(permitMatchingRoutes(services));
    await app.register(apiTokenRoutes(services));
    await app.register(chatRoutes(services));
    await app.register(streamRoutes(services));
    await app.register(applicantRoutes(services));
    await app.register(candidateRoutes(services));
    await app.register(eventRoutes(services));
    await app.register(jobRoutes(services));
    await app.register(bulkRoutes(services));
    await app.register(masterRoutes(services));
    await app.register(dashboardRoutes(services));
    await app.register(referralRoutes(services));
    await app.register(docsRoutes(services));
    await app.register(auditRoutes(services));
    await app.register(webhookRoutes(services));
  };
}
