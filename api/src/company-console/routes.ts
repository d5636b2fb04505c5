// The company console's HTTP API under /console/api, behind `Authorization: Bearer <CONSOLE_TOKEN>`.
// For operators, demos and e2e suites; never reachable with an agency session. Every route of
// contract.ts runs its command: the input is the query (GET, DELETE) or the body, plus path params.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { openApiDocument, type DocumentMeta } from '../contract/openapi';
import { envelopeOf, fastifyPath } from '../contract/route';
import { unauthenticated } from '../plugins/http-errors';
import type { Services } from '../services';
import type { ConsoleContext } from './command';
import { runCommand } from './commands';
import { consoleCalls, type ConsoleCallDeclaration } from './contract';

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
    support: services.config.support,
  };
}

const CONSOLE_API: DocumentMeta = {
  info: {
    title: '紹介会社ポータル 企業コンソール API',
    version: '1',
    description:
      'The company console: operators, demos and e2e suites. Answers { data }; a 422 in the Laravel shape.',
  },
  servers: [{ url: '/console/api' }],
  securitySchemes: {
    consoleToken: {
      type: 'http',
      scheme: 'bearer',
      description: 'The CONSOLE_TOKEN of the server: `Authorization: Bearer <CONSOLE_TOKEN>`.',
    },
  },
  // Every route, this document's included, needs the token; no session, so no CSRF header.
  security: () => [{ consoleToken: [] }],
  csrf: false,
};

/** The console's OpenAPI document (GET /console/api/openapi.json). */
export const consoleOpenApiDocument = () => openApiDocument(consoleCalls, CONSOLE_API);

/**
 * Registers a console route from its declaration: the answer's schema (checked under jest like
 * the agency api's), the declaration in the route config (the coverage test). Its input is the
 * command's to check, whole — the same parse the CLI runs — so it is not checked twice here.
 */
function consoleRoute(
  app: FastifyInstance,
  declaration: ConsoleCallDeclaration,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  const envelope = envelopeOf(declaration);
  app.route({
    method: declaration.method,
    url: fastifyPath(declaration.path),
    schema: envelope ? { response: { [declaration.status ?? 200]: envelope } } : {},
    config: { contract: declaration },
    ...(declaration.bodyLimit && { bodyLimit: declaration.bodyLimit }),
    handler,
  });
}

export function consoleRoutes(services: Services) {
  const context = consoleContext(services);
  let document: string | undefined;
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (!hasConsoleToken(request, services.config.consoleToken)) throw unauthenticated();
    });

    for (const declaration of Object.values(consoleCalls) as ConsoleCallDeclaration[]) {
      const { command } = declaration;
      if (!command) continue;
      consoleRoute(app, declaration, async (request, reply) => {
        const fromQuery = declaration.method === 'GET' || declaration.method === 'DELETE';
        const input = {
          ...asObject(fromQuery ? request.query : request.body),
          ...asObject(request.params),
        };
        const data = await runCommand(context, command, input);
        return reply.code(declaration.status ?? 200).send({ data });
      });
    }

    consoleRoute(app, consoleCalls['GET /openapi.json'], async (_request, reply) => {
      document ??= JSON.stringify(consoleOpenApiDocument());
      return reply.type('application/json; charset=utf-8').send(document);
    });
  };
}
