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
import {
  WEBHOOK_PAYLOADS,
  webhookEventLabel,
  type WebhookPayloadType,
} from '@portal/shared/contract/webhooks';
import { MERGE_MAIN_ONLY_MESSAGE } from '../modules/applicants/merge-service';
import { MAIN_ONLY_MESSAGE } from '../modules/audit/queries';
import { READ_ONLY_TOKEN_MESSAGE, SESSION_ONLY_MESSAGE } from '../plugins/api-token';
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
      description:
        'Refused: only the main account of the agency may do this, the API token is read-only (every write), or the call needs a login (not a token).',
      content: json('Error', {
        mainOnly: { message: MAIN_ONLY_MESSAGE },
        mergeMainOnly: { message: MERGE_MAIN_ONLY_MESSAGE },
        readOnlyToken: { message: READ_ONLY_TOKEN_MESSAGE },
        loginOnly: { message: SESSION_ONLY_MESSAGE },
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
      description:
        'Too many attempts (or more requests of one API token than its rate per minute): try again after Retry-After seconds.',
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
  // With an API token: its rate (429), and every write of a read-only one (403).
  if (meta.apiTokens && !declaration.public && !declaration.sessionOnly) {
    statuses.add(429);
    if (WRITES.has(declaration.method)) statuses.add(403);
  }
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
  /** The requests the api sends (OpenAPI 3.1 `webhooks`): their payloads by event type. */
  webhooks?: Record<string, z.ZodType>;
  /** Whether a call may be made with an API token (Bearer): rate-limited, read-only ones 403. */
  apiTokens?: boolean;
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
      'A program (an agency’s CRM) calls the same paths with `Authorization: Bearer pat_…`, an API',
      'token the main account creates in 設定 > API連携: no cookie and no CSRF header; the token acts',
      'as its staff member on any site id, is read-only or read-write (a write with a read-only',
      'token is 403), and is limited per token (429 with Retry-After). Calls marked with the session',
      'schemes only (managing tokens, the password) need a login.',
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
    apiToken: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'pat_…',
      description:
        'An API token of 設定 > API連携 (Authorization: Bearer pat_…): no cookie, no X-XSRF-TOKEN.',
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
  // An API token instead of the session, for every call a login makes except `sessionOnly` ones.
  security: (declaration) => {
    const write = WRITES.has(declaration.method);
    if (declaration.public && !write) return [];
    const sessions = Object.keys(SESSION_SCHEMES).map((scheme) =>
      write ? { [scheme]: [], xsrfToken: [] } : { [scheme]: [] },
    );
    const token = !declaration.public && !declaration.sessionOnly;
    return token ? [...sessions, { apiToken: [] }] : sessions;
  },
  csrf: true,
  webhooks: WEBHOOK_PAYLOADS,
  apiTokens: true,
};

const WEBHOOK_HEADERS = [
  {
    name: 'webhook-id',
    description: 'The delivery’s id: the same on every retry and 再送 (deduplicate on it).',
  },
  {
    name: 'webhook-timestamp',
    description: 'Seconds since the epoch when this attempt was signed.',
  },
  {
    name: 'webhook-signature',
    description:
      'v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> with the endpoint’s secret (whsec_…, base64 after the prefix); space-separated when there are several.',
  },
].map((header) => ({ ...header, in: 'header', required: true, schema: { type: 'string' } }));

/**
 * The OpenAPI 3.1 `webhooks`: one POST per event type, signed per the Standard Webhooks
 * specification (any of its libraries verifies it); the body is `{ type, timestamp, data }`.
 */
function webhooksOf(payloads: Record<string, z.ZodType>) {
  return Object.fromEntries(
    Object.entries(payloads).map(([type, schema]) => [
      type,
      {
        post: {
          operationId: `webhook${type
            .split(/[^a-zA-Z0-9]+/)
            .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
            .join('')}`,
          summary: `${webhookEventLabel(type as WebhookPayloadType)} (${type})`,
          description:
            'Sent to every active endpoint that chose this event type (設定 › API連携 › Webhook), signed per the Standard Webhooks specification. A 2xx answer within 10 s acknowledges it; any other answer, a redirect or no answer is retried with the same webhook-id for about 3 days.',
          tags: ['webhooks'],
          parameters: WEBHOOK_HEADERS,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(schema, 'output') } },
          },
          responses: {
            200: { description: 'Received (any 2xx status).' },
            400: {
              description:
                'Refused (any status but 2xx): the delivery is retried and logged with the answer’s first bytes.',
            },
          },
          security: [],
        },
      },
    ]),
  );
}

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
    ...(meta.webhooks && { webhooks: webhooksOf(meta.webhooks) }),
  };
}
