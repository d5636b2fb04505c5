// The company console's HTTP API under /console/api, behind `Authorization: Bearer <CONSOLE_TOKEN>`.
// For operators, demos and e2e suites; never reachable with an agency session. Every command with
// an `http` route is served: its input is the query (GET, DELETE) or the body, plus path params.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../plugins/http-errors';
import type { Services } from '../services';
import type { ConsoleContext } from './command';
import { COMMANDS, runCommand, type CommandName } from './commands';

const digest = (value: string) => createHash('sha256').update(value).digest();

function hasConsoleToken(request: FastifyRequest, token: string | undefined): boolean {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  // Comparing digests keeps the comparison constant-time whatever the lengths.
  return !!token && !!match && timingSafeEqual(digest(match[1]), digest(token));
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

export function consoleContext(services: Services): ConsoleContext {
  return {
    db: services.db,
    mail: services.mail,
    notifications: services.notifications,
    publicUrl: services.config.publicUrl,
    now: services.now,
    live: services.live,
  };
}

export function consoleRoutes(services: Services) {
  const context = consoleContext(services);
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (!hasConsoleToken(request, services.config.consoleToken)) throw unauthenticated();
    });

    for (const [name, definition] of Object.entries(COMMANDS)) {
      const route = (definition as { http?: { method: string; url: string } }).http;
      if (!route) continue;
      app.route({
        method: route.method as 'GET',
        url: route.url,
        handler: async (request, reply) => {
          const fromQuery = route.method === 'GET' || route.method === 'DELETE';
          const input = {
            ...asObject(fromQuery ? request.query : request.body),
            ...asObject(request.params),
          };
          const data = await runCommand(context, name as CommandName, input);
          return reply.code(route.method === 'POST' ? 201 : 200).send({ data });
        },
      });
    }
  };
}
