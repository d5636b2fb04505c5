// The agency portal's api under /{siteId}/employment-agency/api: the site id, the session of its
// service line and the CSRF check come first; then public routes, then routes behind login.
import type { FastifyInstance } from 'fastify';
import { INVALID_SITE_ID_MESSAGE, isSiteId, serviceTypeOf } from '@portal/shared/site';
import { requireAccount } from '../plugins/auth-guard';
import { verifyCsrf } from '../plugins/csrf';
import { notFound } from '../plugins/http-errors';
import type { Services } from '../services';
import { applicantRoutes } from './applicants/routes';
import { auditRoutes } from './audit/routes';
import { authRoutes } from './auth/routes';
import { badgeRoutes } from './badges/routes';
import { chatRoutes } from './chat/routes';
import { streamRoutes } from '../live/stream-routes';
import { candidateRoutes } from './candidates/routes';
import { companyRoutes } from './companies/routes';
import { docsRoutes } from './docs/routes';
import { eventRoutes } from './events/routes';
import { infoRoutes } from './infos/routes';
import { bulkRoutes } from './jobs/bulk-routes';
import { jobRoutes } from './jobs/routes';
import { masterRoutes } from './master/routes';
import { passwordResetRoutes } from './password-reset/routes';
import { referralRoutes } from './referrals/routes';
import { accountSettingsRoutes } from './settings/account-routes';
import { notificationSettingsRoutes } from './settings/notification-routes';
import { permitMatchingRoutes } from './settings/permit-matching-routes';
import { signupRoutes } from './signup/routes';
import { supportRoutes } from './support/routes';

export const API_PREFIX = '/:siteId/employment-agency/api';

export function apiRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const { siteId } = request.params as { siteId?: string };
      if (!isSiteId(siteId)) throw notFound(INVALID_SITE_ID_MESSAGE);
      request.siteId = siteId;
      await services.sessions.load(request, serviceTypeOf(siteId));
      verifyCsrf(request);
    });

    await app.register(authRoutes(services));
    await app.register(passwordResetRoutes(services));
    await app.register(signupRoutes(services));

    await app.register(async (guarded) => {
      guarded.addHook('onRequest', requireAccount);
      await guarded.register(badgeRoutes(services));
      await guarded.register(companyRoutes(services));
      await guarded.register(infoRoutes(services));
      await guarded.register(supportRoutes(services));
      await guarded.register(accountSettingsRoutes(services));
      await guarded.register(notificationSettingsRoutes(services));
      await guarded.register(permitMatchingRoutes(services));
      await guarded.register(chatRoutes(services));
      await guarded.register(streamRoutes(services));
      await guarded.register(applicantRoutes(services));
      await guarded.register(candidateRoutes(services));
      await guarded.register(eventRoutes(services));
      await guarded.register(jobRoutes(services));
      await guarded.register(bulkRoutes(services));
      await guarded.register(masterRoutes(services));
      await guarded.register(referralRoutes(services));
      await guarded.register(docsRoutes(services));
      await guarded.register(auditRoutes(services));
    });
  };
}
