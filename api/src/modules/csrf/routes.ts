// GET /sanctum/csrf-cookie?id={siteId}: the readable XSRF cookie of a service line, backed by a
// (guest, if need be) session. The token is not rotated per call, so parallel writes stay valid.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isSiteId, serviceTypeOf } from '@portal/shared/site';
import type { Services } from '../../services';

const csrfQuery = z.object({ id: z.string().optional() });

export function csrfRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get('/sanctum/csrf-cookie', async (request, reply) => {
      const parsed = csrfQuery.safeParse(request.query);
      const id = parsed.success ? parsed.data.id : undefined;
      // No or unknown id: the new-graduate line, as the client's default.
      const line = isSiteId(id) ? serviceTypeOf(id) : 'new_graduate';
      const session = await services.sessions.load(request, line);
      const current = session ?? (await services.sessions.ensure(request, reply, line));
      // Re-send the cookie: the browser may have lost it while the session lives on.
      if (session) services.sessions.writeCookies(reply, current);
      return reply.code(204).send();
    });
  };
}
