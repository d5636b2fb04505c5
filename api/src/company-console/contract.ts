// Contract of the company console's HTTP API (/console/api, bearer token): every route declared
// once, like the agency api's calls — its path params and its query (GET, DELETE) or body, taken
// from the command's own input schema, and the `data` it answers. The routes are registered from
// these declarations (routes.ts), OpenAPI is generated from them (GET /console/api/openapi.json),
// and contract.test.ts checks that each route has its declaration and each declaration its route.
// Server-side only: no remote calls the console.
import { z } from 'zod';
import type { CallDeclaration, HttpMethod } from '@portal/shared/contract/define';
import { call, calls } from '@portal/shared/contract/define';
import { supportContact } from '@portal/shared/contract/support';
import { COMMANDS, type CommandName } from './commands';
import { SCHOOL_IMPORT_BODY_LIMIT } from './master-commands';

type Input = Pick<CallDeclaration, 'params' | 'query' | 'body'>;

/**
 * A command's input as HTTP carries it: the names in the path are its params, the rest its query
 * (GET, DELETE) or its JSON body. The command validates the whole input itself (runCommand), so
 * the CLI and HTTP answer alike; these parts describe it.
 */
function inputOf(method: HttpMethod, path: string, input: z.ZodType): Input {
  const names = new Set([...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
  const shape = Object.entries(input instanceof z.ZodObject ? input.shape : {});
  const inPath = Object.fromEntries(shape.filter(([name]) => names.has(name)));
  const rest = Object.fromEntries(shape.filter(([name]) => !names.has(name)));
  const fromQuery = method === 'GET' || method === 'DELETE';
  return {
    ...(names.size && { params: z.object(inPath) }),
    ...(Object.keys(rest).length &&
      (fromQuery ? { query: z.object(rest) } : { body: z.object(rest) })),
  };
}

export interface ConsoleCallDeclaration extends CallDeclaration {
  /** The console command the route runs (the CLI runs it by this name). */
  command?: CommandName;
  /** A larger request body than the api's 1 MiB (a file upload). */
  bodyLimit?: number;
}

/** The console command's name as an OpenAPI operationId: 'list-agencies' → 'listAgencies'. */
const operationIdOf = (command: CommandName) =>
  command.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/** The HTTP route of a command: its input split as HTTP carries it, its answer; POST is a 201. */
function consoleCall<const M extends HttpMethod, const P extends string, const R extends z.ZodType>(
  method: M,
  path: P,
  command: CommandName,
  response: R,
) {
  return {
    method,
    path,
    summary: COMMANDS[command].summary,
    operationId: operationIdOf(command),
    command,
    ...inputOf(method, path, COMMANDS[command].input),
    response,
    ...(method === 'POST' ? { status: 201 as const } : {}),
  };
}

/** A date the api answers as a Date (JSON: ISO 8601) or already as text. */
const timestamp = z.union([z.date(), z.string()]);
const idAnswer = z.object({ id: z.number() });

/** Database rows answered whole: the fields callers use, the others passed through. */
const agencyRow = z.looseObject({ id: z.number(), name: z.string(), email: z.string() });
const companyRow = z.looseObject({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  companyCode: z.string(),
});

/** A background job (api/src/background/runner.ts); dead ones carry their last error. */
const backgroundJob = z.looseObject({
  id: z.number(),
  kind: z.string(),
  key: z.string().nullable(),
  payload: z.unknown(),
  state: z.enum(['queued', 'running', 'done', 'dead']),
  runAt: timestamp.nullable(),
  attempts: z.number(),
  maxAttempts: z.number(),
  lastError: z.string().nullable(),
  finishedAt: timestamp.nullable(),
  createdAt: timestamp,
});

const remoteEntry = z.object({
  version: z.string(),
  previous: z.array(z.string()),
  updatedAt: z.string(),
});

export const consoleCalls = calls('company console', {
  'GET /openapi.json': call({
    method: 'GET',
    path: '/openapi.json',
    operationId: 'getOpenApiDocument',
    summary: 'This document: OpenAPI 3.1 of every console call',
    answer: 'document',
    contentType: 'application/json',
  }),
  'GET /agencies': consoleCall(
    'GET',
    '/agencies',
    'list-agencies',
    z.array(z.object({ id: z.number(), name: z.string(), email: z.string() })),
  ),
  'POST /agencies': consoleCall(
    'POST',
    '/agencies',
    'create-agency',
    z.object({
      agency: agencyRow,
      account: z.object({ id: z.number(), userId: z.string(), email: z.string() }).nullable(),
    }),
  ),
  'GET /companies': consoleCall('GET', '/companies', 'list-companies', z.array(companyRow)),
  'POST /companies': consoleCall('POST', '/companies', 'create-company', companyRow),
  'PUT /links': consoleCall(
    'PUT',
    '/links',
    'set-link',
    z.looseObject({
      agencyId: z.number(),
      companyId: z.number(),
      status: z.string(),
    }),
  ),
  'POST /announcements': consoleCall(
    'POST',
    '/announcements',
    'publish-announcement',
    z.looseObject({ id: z.number(), title: z.string(), content: z.string() }),
  ),
  'GET /mail-outbox': consoleCall(
    'GET',
    '/mail-outbox',
    'list-outbox',
    z.array(
      z.looseObject({
        id: z.number(),
        to: z.string(),
        subject: z.string(),
        text: z.string(),
        html: z.string().nullable(),
      }),
    ),
  ),
  'POST /company-codes': consoleCall(
    'POST',
    '/company-codes',
    'issue-company-code',
    z.object({
      agencyId: z.number(),
      email: z.string(),
      companyCode: z.string(),
      welcomeUrl: z.string(),
      expiresAt: timestamp,
    }),
  ),
  'POST /invitations': consoleCall(
    'POST',
    '/invitations',
    'issue-invitation',
    z.object({
      agencyId: z.number(),
      email: z.string(),
      hashId: z.string(),
      signupUrl: z.string(),
      expiresAt: timestamp,
    }),
  ),
  'GET /remotes': consoleCall(
    'GET',
    '/remotes',
    'list-remotes',
    z.array(
      z.object({
        name: z.string(),
        version: z.string().nullable(),
        previous: z.array(z.string()),
        updatedAt: z.string().nullable(),
        published: z.array(z.string()),
      }),
    ),
  ),
  'PUT /remotes/{name}': consoleCall(
    'PUT',
    '/remotes/{name}',
    'set-remote',
    remoteEntry.extend({ name: z.string() }),
  ),
  'GET /chat/threads': consoleCall(
    'GET',
    '/chat/threads',
    'list-chat-threads',
    z.array(
      z.object({
        threadId: z.number(),
        bulkSendId: z.number(),
        title: z.string(),
        companyId: z.number(),
        companyName: z.string(),
        unreadForAgency: z.boolean(),
      }),
    ),
  ),
  'POST /chat/threads': consoleCall(
    'POST',
    '/chat/threads',
    'start-chat-thread',
    z.object({ threadId: z.number() }),
  ),
  'POST /chat/threads/{threadId}/messages': consoleCall(
    'POST',
    '/chat/threads/{threadId}/messages',
    'send-chat-message',
    z.object({ messageId: z.number() }),
  ),
  'PUT /candidates/{id}/status': consoleCall(
    'PUT',
    '/candidates/{id}/status',
    'set-candidate-status',
    z.looseObject({
      id: z.number(),
      specialSelectionStatus: z.number(),
      selectionStepName: z.string().nullable(),
      isTmpCandidate: z.boolean(),
      isTmpCandidateDiscarded: z.boolean(),
    }),
  ),
  'POST /candidates/{id}/evaluations': consoleCall(
    'POST',
    '/candidates/{id}/evaluations',
    'post-evaluation',
    idAnswer,
  ),
  'POST /candidates/{id}/tentative-events': consoleCall(
    'POST',
    '/candidates/{id}/tentative-events',
    'propose-tentative-events',
    z.object({ ids: z.array(z.number()) }),
  ),
  'POST /candidates/{id}/messages': consoleCall(
    'POST',
    '/candidates/{id}/messages',
    'send-candidate-message',
    idAnswer,
  ),
  'GET /candidates': consoleCall(
    'GET',
    '/candidates',
    'list-candidates',
    z.array(
      z.object({
        id: z.number(),
        applicantId: z.number().nullable(),
        jobId: z.number().nullable(),
        fullNameKanji: z.string(),
        specialSelectionStatus: z.number(),
      }),
    ),
  ),
  'POST /applicants': consoleCall(
    'POST',
    '/applicants',
    'create-applicant',
    z.object({
      id: z.number(),
      phoneKey: z.string(),
      emailKey: z.string(),
      nameKey: z.string(),
      kanaKey: z.string(),
    }),
  ),
  'GET /applicant-merges': consoleCall(
    'GET',
    '/applicant-merges',
    'list-applicant-merges',
    z.array(
      z.object({
        id: z.number(),
        siteId: z.string(),
        sourceApplicantId: z.number(),
        keptApplicantId: z.number(),
        mergedByAccountId: z.number().nullable(),
        source: z.record(z.string(), z.unknown()),
        moved: z.record(z.string(), z.number()),
        mergedAt: timestamp,
      }),
    ),
  ),
  'POST /jobs': consoleCall('POST', '/jobs', 'create-job', idAnswer),
  'PUT /jobs/{id}': consoleCall(
    'PUT',
    '/jobs/{id}',
    'update-job',
    idAnswer.extend({
      changes: z.array(
        z.object({
          field: z.string(),
          label: z.string(),
          kind: z.enum(['text', 'datetime']),
          before: z.string().nullable(),
          after: z.string().nullable(),
        }),
      ),
    }),
  ),
  'POST /digests/run': consoleCall(
    'POST',
    '/digests/run',
    'run-digests',
    z.object({
      day: z.string(),
      digests: z.array(
        z.object({ agencyId: z.number(), items: z.number(), recipients: z.array(z.string()) }),
      ),
    }),
  ),
  'POST /waiting/run': consoleCall(
    'POST',
    '/waiting/run',
    'run-waiting',
    z.object({
      day: z.string(),
      businessDay: z.boolean(),
      agencies: z.array(
        z.object({
          agencyId: z.number(),
          marked: z.number(),
          tasksCreated: z.number(),
          notified: z.boolean(),
        }),
      ),
    }),
  ),
  'GET /companies/{companyId}/response-times': consoleCall(
    'GET',
    '/companies/{companyId}/response-times',
    'company-response-times',
    z.object({
      companyId: z.number(),
      from: z.string(),
      to: z.string(),
      stages: z.array(
        z.object({
          stage: z.string(),
          label: z.string(),
          moves: z.number(),
          medianDays: z.number().nullable(),
        }),
      ),
    }),
  ),
  'GET /background-jobs': consoleCall(
    'GET',
    '/background-jobs',
    'list-background-jobs',
    z.array(backgroundJob),
  ),
  'POST /background-jobs/{id}/retry': {
    ...consoleCall('POST', '/background-jobs/{id}/retry', 'retry-background-job', backgroundJob),
    refusals: [409],
  },
  'POST /events': consoleCall('POST', '/events', 'create-event', idAnswer),
  'PUT /event-entries/{id}': consoleCall(
    'PUT',
    '/event-entries/{id}',
    'mark-attendance',
    z.object({ id: z.number(), status: z.number() }),
  ),
  'DELETE /events/{id}': consoleCall(
    'DELETE',
    '/events/{id}',
    'cancel-event',
    z.object({ id: z.number(), cancelledEntries: z.number() }),
  ),
  'GET /support': consoleCall('GET', '/support', 'get-support-contact', supportContact),
  'PUT /support': consoleCall('PUT', '/support', 'set-support-contact', supportContact),
  'POST /schools/import': {
    ...consoleCall(
      'POST',
      '/schools/import',
      'import-school-codes',
      z.object({ schools: z.number(), withFaculties: z.number(), skipped: z.number() }),
    ),
    // The whole list of every kind of school, base64 in JSON: more than the usual 1 MiB.
    bodyLimit: SCHOOL_IMPORT_BODY_LIMIT,
  },
});
