// Every route of the jobs area (jobs, bulk referral, master data, referral register/update),
// registered by api-routes.ts with one line inside the guarded block.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { masterRoutes } from '../master/routes';
import { registerRoutes } from '../referrals/register-routes';
import { referralUpdateRoutes } from '../referrals/update-routes';
import { bulkRoutes } from './bulk-routes';
import { jobRoutes } from './routes';

export function jobsAreaRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    await app.register(jobRoutes(services));
    await app.register(bulkRoutes(services));
    await app.register(masterRoutes(services));
    await app.register(registerRoutes(services));
    await app.register(referralUpdateRoutes(services));
  };
}
