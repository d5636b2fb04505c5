// The referral routes: 紹介 (register-routes.ts) and 紹介情報更新 (update-routes.ts).
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { registerRoutes } from './register-routes';
import { referralUpdateRoutes } from './update-routes';

export function referralRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    await app.register(registerRoutes(services));
    await app.register(referralUpdateRoutes(services));
  };
}
