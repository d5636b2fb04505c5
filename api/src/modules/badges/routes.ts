// GET /sidebar/badges: the counts behind the sidebar's dots.
import type { FastifyInstance } from 'fastify';
import { sidebarCalls as calls } from '@portal/shared/contract/sidebar';
import { route } from '../../contract/route';
import { authOf } from '../../plugins/auth-guard';
import type { Services } from '../../services';
import { sidebarBadges } from './queries';

export function badgeRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, calls['GET /sidebar/badges'], {}, async ({ request }) =>
      sidebarBadges(services.db, authOf(request), services.now()),
    );
  };
}
