// OpenAPI 3.1 of the agency api (and of the company console, with its own meta), generated from
// the contract declarations: every call with its operationId (operation-ids.ts), tag, summary,
// parameters, request body (JSON or multipart/form-data), its answer (`{ data }` as JSON, a file
// as binary, a stream or document with its media type), the error answers it can give with their
// Laravel-shaped JSON bodies, and the security schemes that apply to it.
import { z } from 'zod';
import { apiCalls } from '@portal/shared/contract/calls';
import type { CallDeclaration } from '@portal/shared/contract/define';
import { scheduleConflictAnswer, SCHEDULE_CONFLICT_MESSAGE } from '@portal/shared/contract/events';
import { MESSAGES } from '@portal/shared/http-errors';
import { SITE_IDS } from '@portal/shared/site';
import { MERGE_MAIN_ONLY_MESSAGE } from '../modules/applicants/merge-service';
import { MAIN_ONLY_MESSAGE } from '../modules/audit/queries';
import { DATABASE_RETRY_AFTER_SECONDS } from '../plugins/errors';
import {
  CSRF_MISMATCH_MESSAGE,
  NOT_FOUND_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
} from '../plugins/http-errors';
import { TOO_MANY_REQUESTS_MESSAGE } from '../plugins/rate-limit';
import { CSRF_COOKIE, SESSION_COOKIE } from '../plugins/session';
import { operationIdOf } from './operation-ids';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const json = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    // A Date leaves the api as JSON text: ISO 8601.
    override: ({ zodSchema, jsonSchema }) => {
      if (io === 'output' && zodSchema._zod.def.type === 'date') {
        Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
      }
    },
  }) as JsonSchema;
  // Each schema is embedded in the document, which names its dialect once.
  delete json.$schema;
  return json;
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

/** The body of every error answer, as Laravel sends it: a message, and reasons by field. */
const ERROR_BODY = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'object',
      description: 'The reasons by field (a 422, some 429s).',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
  required: ['message'],
};
const VALIDATION_BODY = { ...ERROR_BODY, required: ['message', 'errors'] };

const json = (schema: string, examples?: Record<string, unknown>) => ({
  'application/json': {
    schema: { $ref: `#/components/schemas/${schema}` },
    ...(examples && {
      examples: Object.fromEntries(
        Object.entries(examples).map(([name, value]) => [name, { value }]),
      ),
    }),
  },
});

const retryAfter = (description: string) => ({
  'Retry-After': { description, schema: { type: 'integer' } },
});

/** Every error answer the api gives, by status: its name in components/responses and body. */
const ERROR_RESPONSES = {
  401: {
    name: 'Unauthenticated',
    response: {
      description: 'No valid login (the session expired, or no credentials).',
      content: json('Error', { unauthenticated: { message: UNAUTHENTICATED_MESSAGE } }),
    },
  },
  403: {
    name: 'Forbidden',
    response: {
      description: 'Only the main account of the agency may do this.',
      content: json('Error', {
        mainOnly: { message: MAIN_ONLY_MESSAGE },
        mergeMainOnly: { message: MERGE_MAIN_ONLY_MESSAGE },
      }),
    },
  },
  404: {
    name: 'NotFound',
    response: {
      description: 'No such thing for this agency (an id of another agency included).',
      content: json('Error', { notFound: { message: NOT_FOUND_MESSAGE } }),
    },
  },
  409: {
    name: 'ScheduleConflict',
    response: {
      description:
        'It overlaps another booking of the same applicant: nothing was booked; sent again with `allowConflict: true` it is.',
      content: json('ScheduleConflict', {
        conflict: {
          message: SCHEDULE_CONFLICT_MESSAGE,
          conflicts: [
            {
              candidateId: 1,
              candidateName: '佐藤 花子',
              eventInfoId: 2,
              eventTitle: '会社説明会',
              companyName: '株式会社サンプル',
              publishStart: '2026-04-01T10:00:00+09:00',
              publishEnd: '2026-04-01T11:00:00+09:00',
            },
          ],
        },
      }),
    },
  },
  419: {
    name: 'CsrfTokenMismatch',
    response: {
      description:
        'A write without the X-XSRF-TOKEN header of its session (Laravel’s "page expired").',
      content: json('Error', { mismatch: { message: CSRF_MISMATCH_MESSAGE } }),
    },
  },
  422: {
    name: 'ValidationFailed',
    response: {
      description: 'The input was refused: `message` is the first reason, `errors` all of them.',
      content: json('ValidationError'),
    },
  },
  429: {
    name: 'TooManyRequests',
    response: {
      description: 'Too many attempts: try again after Retry-After seconds.',
      headers: retryAfter('Seconds until another attempt is counted.'),
      content: json('Error', { tooMany: { message: TOO_MANY_REQUESTS_MESSAGE } }),
    },
  },
  503: {
    name: 'ServiceUnavailable',
    response: {
      description: 'The database is away for a moment (a restart, a failover): try again.',
      headers: retryAfter(`Seconds to wait (${DATABASE_RETRY_AFTER_SECONDS}).`),
      content: json('Error', { unavailable: { message: MESSAGES.unavailable } }),
    },
  },
} as const;

type ErrorStatus = keyof typeof ERROR_RESPONSES;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error answers a call can give: 401 unless public, 404 for a path id, 419 for a write where
 * writes need the CSRF header, 422 for input, its own refusals (403, 409, 429), and 503 always.
 */
function errorStatuses(declaration: CallDeclaration, meta: DocumentMeta): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([...(declaration.refusals ?? []), 503]);
  if (!declaration.public) statuses.add(401);
  if (declaration.params) statuses.add(404);
  if (meta.csrf && WRITES.has(declaration.method)) statuses.add(419);
  if (declaration.query || declaration.body || declaration.multipart) statuses.add(422);
  return [...statuses].sort((a, b) => a - b);
}

type SecurityRequirement = Record<string, string[]>;

/** What a document says about its api besides the calls: title, servers and how to log in. */
export interface DocumentMeta {
  info: { title: string; version: string; description: string };
  servers: unknown[];
  securitySchemes: Record<string, unknown>;
  /** The schemes a call needs: alternatives, each a set that applies together; [] for none. */
  security: (declaration: CallDeclaration) => SecurityRequirement[];
  /** Whether a write is refused with 419 without the CSRF header. */
  csrf: boolean;
}

const SESSION_SCHEMES = {
  newGraduateSession: 'new_graduate',
  midCareerSession: 'mid_career',
} as const;

const AGENCY_API: DocumentMeta = {
  info: {
    title: '紹介会社ポータル API',
    version: '1',
    description: [
      'The agency api. A login (POST /login) sets the HttpOnly session cookie of the site’s',
      `service line (${SESSION_COOKIE.new_graduate} on the new-graduate sites 23–28,`,
      `${SESSION_COOKIE.mid_career} on 'mid') and the readable ${CSRF_COOKIE.new_graduate} /`,
      `${CSRF_COOKIE.mid_career} cookie whose value every write sends back in the X-XSRF-TOKEN`,
      'header. A write before login (login, password reset, signup) needs the guest session and',
      'its token from GET /sanctum/csrf-cookie?id={siteId} (at the root, outside this base).',
      'Errors answer `{ message, errors? }` as Laravel does.',
    ].join(' '),
  },
  servers: [
    {
      url: '/{siteId}/employment-agency/api',
      variables: { siteId: { default: '25', enum: [...SITE_IDS] } },
    },
  ],
  securitySchemes: {
    newGraduateSession: {
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE.new_graduate,
      description: 'The session of the new-graduate sites (23–28), set by login.',
    },
    midCareerSession: {
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE.mid_career,
      description: "The session of the mid-career site ('mid'), set by login.",
    },
    xsrfToken: {
      type: 'apiKey',
      in: 'header',
      name: 'X-XSRF-TOKEN',
      description: `Every write: the value of the session's ${CSRF_COOKIE.new_graduate} cookie (${CSRF_COOKIE.mid_career} on 'mid'); without it, 419.`,
    },
  },
  // A read needs the session (none if public); a write also the CSRF header — a public write
  // too, with the guest session that holds its token.
  security: (declaration) => {
    const write = WRITES.has(declaration.method);
    if (declaration.public && !write) return [];
    return Object.keys(SESSION_SCHEMES).map((scheme) =>
      write ? { [scheme]: [], xsrfToken: [] } : { [scheme]: [] },
    );
  },
  csrf: true,
};

/** '候補者 (applicants)' → applicants, described 候補者; a tag without a second name as it is. */
function tagOf(tag: string): { name: string; description: string } {
  const match = /^(.+) \(([^)]+)\)$/.exec(tag);
  return { name: (match?.[2] ?? tag).replace(/\s+/g, '-'), description: match?.[1] ?? tag };
}

export function openApiDocument(
  calls: Record<string, CallDeclaration> = apiCalls,
  meta: DocumentMeta = AGENCY_API,
) {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Map<string, { name: string; description: string }>();
  const used = new Set<ErrorStatus>();
  for (const declaration of Object.values(calls)) {
    const tag = tagOf(declaration.tag);
    tags.set(tag.name, tag);
    const statuses = errorStatuses(declaration, meta);
    statuses.forEach((status) => used.add(status));
    const body = requestBody(declaration);
    (paths[declaration.path] ??= {})[declaration.method.toLowerCase()] = {
      operationId: operationIdOf(declaration),
      summary: declaration.summary,
      tags: [tag.name],
      parameters: parameters(declaration),
      ...(body && { requestBody: body }),
      responses: {
        ...answer(declaration),
        ...Object.fromEntries(
          statuses.map((status) => [
            status,
            { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` },
          ]),
        ),
      },
      security: meta.security(declaration),
    };
  }
  const errors = [...used].sort((a, b) => a - b).map((status) => ERROR_RESPONSES[status]);
  return {
    openapi: '3.1.0',
    info: meta.info,
    servers: meta.servers,
    tags: [...tags.values()],
    components: {
      securitySchemes: meta.securitySchemes,
      schemas: {
        Error: ERROR_BODY,
        ...(used.has(422) && { ValidationError: VALIDATION_BODY }),
        ...(used.has(409) && { ScheduleConflict: toSchema(scheduleConflictAnswer, 'output') }),
      },
      responses: Object.fromEntries(errors.map(({ name, response }) => [name, response])),
    },
    paths,
  };
}
