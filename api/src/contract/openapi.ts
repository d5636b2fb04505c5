// OpenAPI 3.1 of the agency api, generated from the contract declarations: every call with its
// parameters, request body (JSON or multipart/form-data), and its answer (`{ data }` as JSON, a
// file as binary, a stream or document with its media type).
import { z } from 'zod';
import { apiCalls } from '@portal/shared/contract/calls';
import type { CallDeclaration } from '@portal/shared/contract/define';
import { SITE_IDS } from '@portal/shared/site';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const json = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema;
  // Each schema is embedded in the document, which names its dialect once.
  delete json.$schema;
  return json;
};

const ERROR_BODY = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['message'],
};

function parameters(declaration: CallDeclaration) {
  const of = (schema: z.ZodObject | undefined, where: 'path' | 'query') =>
    Object.entries(schema ? ((toSchema(schema, 'input').properties as JsonSchema) ?? {}) : {}).map(
      ([name, property]) => ({
        name,
        in: where,
        required: where === 'path' || !schema?.shape[name]?.safeParse(undefined).success,
        schema: property,
      }),
    );
  return [...of(declaration.params, 'path'), ...of(declaration.query, 'query')];
}

function requestBody(declaration: CallDeclaration) {
  if (declaration.body) {
    return {
      required: true,
      content: { 'application/json': { schema: toSchema(declaration.body, 'input') } },
    };
  }
  if (declaration.multipart) {
    const fields = toSchema(declaration.multipart, 'input');
    const files = Object.fromEntries(
      (declaration.files ?? []).map((name) => [
        name,
        { type: 'array', items: { type: 'string', format: 'binary' } },
      ]),
    );
    const properties = { ...(fields.properties as JsonSchema), ...files };
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { ...fields, properties } } },
    };
  }
  return undefined;
}

function answer(declaration: CallDeclaration) {
  const status = String(declaration.status ?? 200);
  const kind = declaration.answer ?? 'json';
  if (declaration.status === 204) return { [status]: { description: 'No Content' } };
  if (kind === 'json' && declaration.response) {
    const schema = toSchema(z.object({ data: declaration.response }), 'output');
    return { [status]: { description: 'OK', content: { 'application/json': { schema } } } };
  }
  const mediaType =
    kind === 'event-stream'
      ? 'text/event-stream'
      : kind === 'binary'
        ? 'application/octet-stream'
        : (declaration.contentType ?? 'application/octet-stream');
  const schema = kind === 'binary' ? { type: 'string', format: 'binary' } : { type: 'string' };
  return { [status]: { description: 'OK', content: { [mediaType]: { schema } } } };
}

const errors = (declaration: CallDeclaration) => ({
  ...(declaration.public ? {} : { 401: { description: 'ログインしていない' } }),
  404: { description: '見つからない (another agency’s id)' },
  422: {
    description: 'Laravel-shaped validation error',
    content: { 'application/json': { schema: ERROR_BODY } },
  },
});

/** What a document says about its api besides the calls: title, servers and how to log in. */
export interface DocumentMeta {
  info: { title: string; version: string; description: string };
  servers: unknown[];
  securitySchemes: Record<string, unknown>;
  /** The scheme name every call needs unless it is `public`. */
  scheme: string;
}

const AGENCY_API: DocumentMeta = {
  info: {
    title: '紹介会社ポータル API',
    version: '1',
    description:
      'The agency api. Writes need the X-XSRF-TOKEN header (GET /sanctum/csrf-cookie first).',
  },
  servers: [
    {
      url: '/{siteId}/employment-agency/api',
      variables: { siteId: { default: '25', enum: [...SITE_IDS] } },
    },
  ],
  securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'portal_session' } },
  scheme: 'session',
};

export function openApiDocument(
  calls: Record<string, CallDeclaration> = apiCalls,
  meta: DocumentMeta = AGENCY_API,
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, declaration] of Object.entries(calls)) {
    (paths[declaration.path] ??= {})[declaration.method.toLowerCase()] = {
      operationId: key,
      summary: declaration.summary,
      tags: [declaration.tag],
      parameters: parameters(declaration),
      ...(requestBody(declaration) && { requestBody: requestBody(declaration) }),
      responses: { ...answer(declaration), ...errors(declaration) },
      ...(declaration.public ? { security: [] } : {}),
    };
  }
  return {
    openapi: '3.1.0',
    info: meta.info,
    servers: meta.servers,
    components: { securitySchemes: meta.securitySchemes },
    security: [{ [meta.scheme]: [] }],
    paths,
  };
}
