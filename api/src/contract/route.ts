// Registers a route from its contract declaration (@portal/shared/contract): the Fastify `schema`
// (params, querystring, JSON body, response) through the zod type provider, so input is checked
// before the handler (a bad path id is the route's 404, any other bad input a Laravel 422), and the
// handler returns the call's `data`, checked at compile time against the response schema. A call
// not declared `public` needs a logged-in account.
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CallDeclaration } from '@portal/shared/contract/define';
import { readCallForm, type CallForm } from '../files/multipart';
import { SESSION_ONLY_MESSAGE } from '../plugins/api-token';
import { requireAccount } from '../plugins/auth-guard';
import { HttpError } from '../plugins/http-errors';
import type { FieldLabels } from '../plugins/validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from (OpenAPI, the coverage test). */
    contract?: CallDeclaration;
    /** Japanese names of the route's input fields, for its 422 messages. */
    labels?: FieldLabels;
    /** The message of the 404 a path id that cannot exist answers (or one per path param). */
    notFound?: NotFoundMessage;
    /** A malformed path param is a 422 naming it (the routes that always answered so). */
    invalidParams?: boolean;
  }
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * Reads a multipart call's body when the handler is ready for it (after its 404s): the text
 * fields checked with the contract's schema, or with `schema`, the api's reading of it.
 */
export type FormReader<C> = C extends { multipart: infer M extends z.ZodType }
  ? <S extends z.ZodType = M>(schema?: S) => Promise<CallForm<z.output<S>>>
  : never;

export interface RouteInput<C extends CallDeclaration> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  form: FormReader<C>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** JSON calls return their data; files, streams and calendars answer through `reply`. */
export type RouteOutput<C extends CallDeclaration> = C extends {
  response: infer R extends z.ZodType;
}
  ? z.input<R>
  : C extends { status: 204 }
    ? null
    : FastifyReply;

/** One message for every path param, or a message per param name ('' key: the others). */
export type NotFoundMessage = string | Record<string, string>;

export interface RouteOptions {
  labels?: FieldLabels;
  notFound?: NotFoundMessage;
  /** Answer a malformed path param with a 422 instead of the 404. */
  invalidParams?: boolean;
  /** Other route config (rate limits, streams). */
  config?: FastifyContextConfig;
  onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** '/applicants/{id}' → '/applicants/:id'. */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The answer's schema: `{ data }` around the call's response. */
export const envelopeOf = (declaration: CallDeclaration) =>
  declaration.response ? z.object({ data: declaration.response }) : undefined;

function schemaOf(declaration: CallDeclaration): FastifySchema {
  const envelope = envelopeOf(declaration);
  return {
    ...(declaration.params && { params: declaration.params }),
    ...(declaration.query && { querystring: declaration.query }),
    ...(declaration.body && { body: declaration.body }),
    ...(envelope && { response: { [declaration.status ?? 200]: envelope } }),
  };
}

/** A call that needs the staff member's own login: an API token may not make it. */
async function refuseApiToken(request: FastifyRequest): Promise<void> {
  if (request.apiToken) throw new HttpError(403, SESSION_ONLY_MESSAGE);
}

export function route<const C extends CallDeclaration>(
  app: FastifyInstance,
  declaration: C,
  options: RouteOptions,
  handler: (input: RouteInput<C>) => Promise<RouteOutput<C>>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: declaration.method,
    url: fastifyPath(declaration.path),
    schema: schemaOf(declaration),
    config: {
      ...options.config,
      contract: declaration,
      labels: options.labels,
      notFound: options.notFound,
      invalidParams: options.invalidParams,
    },
    // The declaration's `public` decides whether the route needs a session, not where it is
    // registered: a call the contract does not mark public answers 401 without one.
    onRequest: [
      ...(declaration.public ? [] : [requireAccount]),
      ...(declaration.sessionOnly ? [refuseApiToken] : []),
      ...(options.onRequest ? [options.onRequest] : []),
    ],
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as RouteInput<C>['params'],
        query: request.query as RouteInput<C>['query'],
        body: request.body as RouteInput<C>['body'],
        form: ((schema?: z.ZodType) =>
          readCallForm(request, declaration, schema ?? declaration.multipart!)) as FormReader<C>,
        request,
        reply,
      });
      if (!declaration.response) {
        if (declaration.status === 204) return reply.code(204).send();
        return result as FastifyReply;
      }
      return reply.code(declaration.status ?? 200).send({ data: result });
    },
  });
}
