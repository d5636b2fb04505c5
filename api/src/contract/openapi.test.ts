// The two OpenAPI documents (the agency api's and the company console's) as code generators meet
// them: operationIds that name methods well, the error answers with their bodies, the security
// that is true of each call — and the real tools: `redocly lint` with the recommended rules finds
// no error, and the types openapi-typescript generates compile against the contract's own types.
// Offline: the tools run from node_modules with telemetry and update checks off.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiCalls } from '@portal/shared/contract/calls';
import { WEBHOOK_PAYLOADS } from '@portal/shared/contract/webhooks';
import type { CallDeclaration } from '@portal/shared/contract/define';
import { consoleOpenApiDocument } from '../company-console/routes';
import { consoleCalls } from '../company-console/contract';
import { CSRF_MISMATCH_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../plugins/http-errors';
import { SESSION_COOKIE } from '../plugins/session';
import { openApiDocument } from './openapi';
import { derivedOperationId } from './operation-ids';

// Two tools and a type check on a machine busy with other suites.
jest.setTimeout(120_000);

const ROOT = path.join(__dirname, '../../..');
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  responses: Record<string, { $ref?: string }>;
  security: Record<string, string[]>[];
}
type Document = ReturnType<typeof openApiDocument>;

const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([url, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${url}`,
      operation,
    })),
  );

const agency = openApiDocument();
const consoleDocument = consoleOpenApiDocument();
const DOCUMENTS = { agency, console: consoleDocument };
const declarationOf = (name: keyof typeof DOCUMENTS, key: string) =>
  (name === 'agency' ? apiCalls : consoleCalls)[key as never] as CallDeclaration;

describe('the OpenAPI documents', () => {
  it.each(Object.entries(DOCUMENTS))(
    '%s: one camelCase, unique operationId, a tag and a summary on every call',
    (_name, document) => {
      const operations = operationsOf(document).map(({ operation }) => operation);
      const ids = operations.map((operation) => operation.operationId);
      expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
      expect(operations.filter((operation) => !operation.summary?.trim())).toEqual([]);
      const tags = new Set(document.tags.map((tag) => tag.name));
      expect(operations.filter((operation) => !tags.has(operation.tags[0]))).toEqual([]);
    },
  );

  it('names the calls as a generated client would call them', () => {
    const id = (key: string) => operationIdOf(agency, key);
    expect(id('GET /applicants')).toBe('listApplicants');
    expect(id('GET /applicants/{id}')).toBe('getApplicant');
    expect(id('POST /applicants')).toBe('createApplicant');
    expect(id('PUT /applicants/{id}')).toBe('updateApplicant');
    expect(id('GET /jobs/{id}')).toBe('getJob');
    expect(id('POST /jobs/{id}/candidates')).toBe('createCandidate');
    expect(id('DELETE /candidates/{id}/esfiles/{fileId}')).toBe('deleteCandidateEsfile');
    expect(id('POST /login')).toBe('login');
    expect(operationIdOf(consoleDocument, 'GET /agencies')).toBe('listAgencies');
    expect(operationIdOf(consoleDocument, 'PUT /event-entries/{id}')).toBe('markAttendance');
  });

  it('names a call in its declaration only where the rule names it otherwise', () => {
    const redundant = Object.entries(apiCalls)
      .filter(([, call]) => 'operationId' in call)
      .filter(([, call]) => {
        const declared = call as CallDeclaration;
        return declared.operationId === derivedOperationId(declared.method, declared.path);
      })
      .map(([key]) => key);
    expect(redundant).toEqual([]);
  });

  it('lists every webhook payload under webhooks, signed per Standard Webhooks', () => {
    const hooks =
      (
        agency as {
          webhooks?: Record<string, { post: Operation & { parameters: { name: string }[] } }>;
        }
      ).webhooks ?? {};
    expect(Object.keys(hooks).sort()).toEqual(Object.keys(WEBHOOK_PAYLOADS).sort());
    for (const hook of Object.values(hooks)) {
      expect(hook.post.parameters.map((header) => header.name)).toEqual([
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
      ]);
    }
    expect(consoleDocument).not.toHaveProperty('webhooks');
  });

  it('derives names from the method and the path', () => {
    expect(derivedOperationId('GET', '/event-infos')).toBe('listEventInfos');
    expect(derivedOperationId('GET', '/event-infos/{id}')).toBe('getEventInfo');
    expect(derivedOperationId('POST', '/candidates/{id}/messages')).toBe('createCandidateMessage');
    expect(derivedOperationId('PATCH', '/universities/{id}')).toBe('updateUniversity');
    expect(derivedOperationId('GET', '/settings/account')).toBe('getSettingsAccount');
    expect(derivedOperationId('POST', '/applicants/{id}/merge')).toBe('mergeApplicant');
    expect(derivedOperationId('GET', '/audit-records/export')).toBe('exportAuditRecords');
  });

  it('declares each error answer with its JSON body, as the api sends it', () => {
    const { responses, schemas } = agency.components;
    expect(Object.keys(responses).sort()).toEqual(
      [
        'CsrfTokenMismatch',
        'Forbidden',
        'NotFound',
        'ScheduleConflict',
        'ServiceUnavailable',
        'TooManyRequests',
        'Unauthenticated',
        'ValidationFailed',
      ].sort(),
    );
    const body = (name: keyof typeof responses) =>
      (responses[name] as { content: Record<string, { examples?: object }> }).content[
        'application/json'
      ];
    expect(body('Unauthenticated').examples).toEqual({
      unauthenticated: { value: { message: UNAUTHENTICATED_MESSAGE } },
    });
    expect(body('CsrfTokenMismatch').examples).toEqual({
      mismatch: { value: { message: CSRF_MISMATCH_MESSAGE } },
    });
    expect(schemas.Error.required).toEqual(['message']);
    expect(schemas.ValidationError?.required).toEqual(['message', 'errors']);
    expect(responses.TooManyRequests).toHaveProperty(['headers', 'Retry-After']);
    expect(responses.ServiceUnavailable).toHaveProperty(['headers', 'Retry-After']);

    const statuses = (key: string) => Object.keys(operationOf(agency, key).responses);
    // With an API token every call can be over its rate (429), every write refused to a read-only one (403).
    expect(statuses('GET /applicants')).toEqual(['200', '401', '422', '429', '503']);
    expect(statuses('GET /applicants/{id}')).toEqual(['200', '401', '404', '429', '503']);
    expect(statuses('PUT /applicants/{id}')).toEqual([
      '200',
      '401',
      '403',
      '404',
      '419',
      '422',
      '429',
      '503',
    ]);
    expect(statuses('GET /settings/api-tokens')).toEqual(['200', '401', '403', '503']);
    expect(statuses('POST /login')).toEqual(['200', '419', '422', '429', '503']);
    expect(statuses('GET /audit-records')).toContain('403');
    expect(statuses('POST /event-infos/{id}/event-entries')).toContain('409');
    // The console: a token, no CSRF.
    expect(Object.keys(operationOf(consoleDocument, 'PUT /jobs/{id}').responses)).toEqual([
      '200',
      '401',
      '404',
      '422',
      '503',
    ]);
  });

  it('says which credentials each call needs: none for a public read', () => {
    const schemes = agency.components.securitySchemes as Record<string, { name: string }>;
    expect(schemes.newGraduateSession.name).toBe(SESSION_COOKIE.new_graduate);
    expect(schemes.midCareerSession.name).toBe(SESSION_COOKIE.mid_career);
    expect(schemes.xsrfToken.name).toBe('X-XSRF-TOKEN');
    expect(Object.keys(schemes).sort()).toEqual(
      ['apiToken', 'midCareerSession', 'newGraduateSession', 'xsrfToken'].sort(),
    );
    expect(schemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const read = [{ newGraduateSession: [] }, { midCareerSession: [] }];
    const write = [
      { newGraduateSession: [], xsrfToken: [] },
      { midCareerSession: [], xsrfToken: [] },
    ];
    // A token may make every call a login makes, except those that need the login itself.
    const token = [{ apiToken: [] }];
    for (const { key, operation } of operationsOf(agency)) {
      const call = declarationOf('agency', key);
      const writes = call.method !== 'GET';
      const sessions = writes ? write : call.public ? [] : read;
      const expected = call.public || call.sessionOnly ? sessions : [...sessions, ...token];
      expect({ key, security: operation.security }).toEqual({ key, security: expected });
      expect({ key, unauthenticated: '401' in operation.responses }).toEqual({
        key,
        unauthenticated: !call.public,
      });
    }
    for (const { operation } of operationsOf(consoleDocument)) {
      expect(operation.security).toEqual([{ consoleToken: [] }]);
    }
  });

  describe('with the real tools', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
      for (const [name, document] of Object.entries(DOCUMENTS)) {
        writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(document, null, 2));
      }
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    // No telemetry, no update check, no remote ruleset: the recommended rules are built in.
    const env = {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      NO_COLOR: '1',
    };

    it('passes redocly lint with the recommended rules', () => {
      writeFileSync(path.join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
      const lint = (name: string) => {
        const args = ['lint', '--config', 'redocly.yaml', '--format', 'json', `${name}.json`];
        let output: string;
        try {
          output = execFileSync(bin('redocly'), args, {
            cwd: dir,
            env,
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'pipe'],
          });
        } catch (error) {
          // Exit status 1 when there are errors: its report is what the test shows.
          output = (error as { stdout: string }).stdout;
        }
        const report = JSON.parse(output.slice(output.indexOf('{'))) as {
          totals: { errors: number; warnings: number };
          problems: { ruleId: string; severity: string; message: string }[];
        };
        return {
          errors: report.problems
            .filter((problem) => problem.severity === 'error')
            .map((problem) => `${problem.ruleId}: ${problem.message}`),
          totals: report.totals,
        };
      };
      for (const name of Object.keys(DOCUMENTS)) {
        const { errors, totals } = lint(name);
        expect({ name, errors }).toEqual({ name, errors: [] });
        expect(totals.errors).toBe(0);
      }
    });

    it('generates TypeScript with openapi-typescript that compiles against the contract', () => {
      for (const name of Object.keys(DOCUMENTS)) {
        execFileSync(bin('openapi-typescript'), [`${name}.json`, '-o', `${name}.ts`], {
          cwd: dir,
          env,
          stdio: 'pipe',
        });
      }
      const shared = path.join(ROOT, 'shared/src');
      writeFileSync(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2023'],
            module: 'ESNext',
            moduleResolution: 'Bundler',
            strict: true,
            noEmit: true,
            skipLibCheck: true,
            types: [],
            paths: { '@portal/shared/*': [`${shared}/*`] },
          },
          files: ['check.ts'],
        }),
      );
      writeFileSync(path.join(dir, 'check.ts'), CHECK);
      try {
        execFileSync(bin('tsc'), ['-p', 'tsconfig.json'], {
          cwd: dir,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        });
      } catch (error) {
        throw new Error((error as { stdout: string }).stdout, { cause: error });
      }
    });
  });
});

function operationOf(document: Document, key: string): Operation {
  const [method, url] = key.split(' ');
  return (document.paths[url] as Record<string, Operation>)[method.toLowerCase()];
}

function operationIdOf(document: Document, key: string): string {
  return operationOf(document, key).operationId;
}

/** A client's code against the generated types: the contract's values fit them, wrong ones not. */
const CHECK = `
import type { ApiCalls } from '@portal/shared/contract/calls';
import type { BodyOf, DataOf, ParamsOf } from '@portal/shared/contract/define';
import type { WebhookEventData } from '@portal/shared/contract/webhooks';
import type { components, operations, paths, webhooks } from './agency';
import type { paths as consolePaths } from './console';

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;

// GET /applicants: the page the contract answers is the page the generated client reads.
export const page = {} as DataOf<ApiCalls['GET /applicants']>;
export const listed: Json<paths['/applicants']['get']['responses'][200]>['data'] = page;
export const query: operations['listApplicants']['parameters']['query'] = { keyword: '佐藤', limit: 1 };

// GET /applicants/{id} and GET /jobs/{id}: one thing each.
export const applicant: Json<operations['getApplicant']['responses'][200]>['data'] =
  {} as DataOf<ApiCalls['GET /applicants/{id}']>;
export const job: Json<operations['getJob']['responses'][200]>['data'] =
  {} as DataOf<ApiCalls['GET /jobs/{id}']>;
export const jobParams: operations['getJob']['parameters']['path'] =
  {} as ParamsOf<ApiCalls['GET /jobs/{id}']>;

// PUT /applicants/{id}: the body the contract takes is the body the generated client sends.
export const update: NonNullable<operations['updateApplicant']['requestBody']>['content']['application/json'] =
  {} as BodyOf<ApiCalls['PUT /applicants/{id}']>;

// The error bodies: Laravel's message, and for a 422 the reasons by field.
export const refused: Json<components['responses']['ValidationFailed']> = {
  message: 'メールアドレスを入力してください。',
  errors: { email: ['メールアドレスを入力してください。'] },
};
export const unauthenticated: Json<paths['/applicants']['get']['responses'][401]> = {
  message: 'Unauthenticated.',
};

// The console: its agencies.
export const agencies: Json<consolePaths['/agencies']['get']['responses'][200]>['data'] = [
  { id: 1, name: '株式会社サンプル', email: 'info@example.com' },
];

// Wrong values do not fit: the generated types are not \`any\`.
// @ts-expect-error the total of a page is a number
export const wrongTotal: Json<paths['/applicants']['get']['responses'][200]>['data']['total'] = '1';
// @ts-expect-error a 422 has its reasons by field
export const wrongRefusal: Json<components['responses']['ValidationFailed']> = { message: 'x' };

// A webhook: the payload the api sends is the one the generated receiver types read.
type Sent<K extends keyof webhooks> = NonNullable<webhooks[K]['post']['requestBody']>['content']['application/json'];
export const statusChanged: Sent<'referral.status_changed'>['data'] =
  {} as WebhookEventData<'referral.status_changed'>;
export const statusChangedType: Sent<'referral.status_changed'>['type'] = 'referral.status_changed';
// @ts-expect-error the candidate of a status change is its id
export const wrongCandidate: Sent<'referral.status_changed'>['data']['candidateId'] = 'x';
`;
