// GET /support: the support contact the announcements page and the header show.
import type { FastifyInstance } from 'fastify';
import { supportCalls as calls } from '@portal/shared/contract/support';
import { route } from '../../contract/route';
import type { Services } from '../../services';
import { readSupportContact } from './queries';

export function supportRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, calls['GET /support'], {}, async () =>
      readSupportContact(services.db, services.config.support),
    );
  };
}
