// The company console's HTTP API under /console/api, behind `Authorization: Bearer <CONSOLE_TOKEN>`.
// For operators, demos and e2e suites; never reachable with an agency session.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../plugins/http-errors';
import type { Services } from '../services';
import { runCommand, type CommandName } from './commands';

const digest = (value: string) => createHash('sha256').update(value).digest();

function hasConsoleToken(request: FastifyRequest, token: string | undefined): boolean {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  // Comparing digests keeps the comparison constant-time whatever the lengths.
  return !!token && !!match && timingSafeEqual(digest(match[1]), digest(token));
}

const ROUTES: { method: 'GET' | 'POST' | 'PUT'; url: string; command: CommandName }[] = [
  { method: 'GET', url: '/agencies', command: 'list-agencies' },
  { method: 'POST', url: '/agencies', command: 'create-agency' },
  { method: 'GET', url: '/companies', command: 'list-companies' },
  { method: 'POST', url: '/companies', command: 'create-company' },
  { method: 'PUT', url: '/links', command: 'set-link' },
  { method: 'POST', url: '/announcements', command: 'publish-announcement' },
  { method: 'GET', url: '/mail-outbox', command: 'list-outbox' },
  { method: 'POST', url: '/company-codes', command: 'issue-company-code' },
  { method: 'POST', url: '/invitations', command: 'issue-invitation' },
  { method: 'GET', url: '/remotes', command: 'list-remotes' },
  { method: 'PUT', url: '/remotes/:name', command: 'set-remote' },
];

export function consoleRoutes(services: Services) {
  const context = {
    db: services.db,
    mail: services.mail,
    publicUrl: services.config.publicUrl,
    now: services.now,
  };
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (!hasConsoleToken(request, services.config.consoleToken)) throw unauthenticated();
    });

    for (const route of ROUTES) {
      app.route({
        method: route.method,
        url: route.url,
        handler: async (request, reply) => {
          const payload = route.method === 'GET' ? request.query : request.body;
          // Path params (e.g. /remotes/:name) are part of the command's input.
          const input = {
            ...(payload && typeof payload === 'object' && !Array.isArray(payload) ? payload : {}),
            ...(request.params as object),
          };
          const data = await runCommand(context, route.command, input);
          return reply.code(route.method === 'POST' ? 201 : 200).send({ data });
        },
      });
    }
  };
}
