// GET /sidebar/badges: the counts behind the sidebar's dots.
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../plugins/auth-guard';
import type { Services } from '../../services';
import { sidebarBadges } from './queries';

export function badgeRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get('/sidebar/badges', async (request) => ({
      data: await sidebarBadges(services.db, authOf(request)),
    }));
  };
}
