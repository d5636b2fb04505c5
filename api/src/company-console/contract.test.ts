// Every route of the company console is registered from its declaration in contract.ts and every
// declaration has its route; GET /console/api/openapi.json documents them, behind the token.
import { DEFAULT_CONSOLE_TOKEN } from '../config';
import { demoApplicant } from '../modules/candidates/fixtures.test-helper';
import { contractGaps, routesByContractKey } from '../test/routes';
import { testAppForFile } from '../test/test-app';
import { COMMANDS } from './commands';
import { consoleCalls, type ConsoleCallDeclaration } from './contract';
import { enqueueJob } from '../background/runner';

const PREFIX = '/console/api';

describe('the console contract', () => {
  const { registered, onRoute } = routesByContractKey(PREFIX);
  const t = testAppForFile({ onRoute });

  it('has a declaration for every console route', () => {
    expect(contractGaps(registered, consoleCalls).undeclared).toEqual([]);
  });

  it('has a route for every declaration, registered from it', () => {
    const { missing, notFromContract } = contractGaps(registered, consoleCalls);
    expect(missing).toEqual([]);
    expect(notFromContract).toEqual([]);
  });

  it('runs a command that exists from each route, and each POST is a 201', () => {
    const declarations = Object.values(consoleCalls) as ConsoleCallDeclaration[];
    const wrong = declarations
      .filter((declaration) => declaration.command !== undefined)
      .filter(
        (declaration) =>
          !Object.hasOwn(COMMANDS, declaration.command!) ||
          (declaration.method === 'POST') !== (declaration.status === 201),
      )
      .map((declaration) => `${declaration.method} ${declaration.path}`);
    expect(wrong).toEqual([]);
  });

  it('answers every GET of the console in its contract on the seeded data', async () => {
    const get = (url: string) =>
      t.app.inject({
        method: 'GET',
        url: `${PREFIX}${url}`,
        headers: { authorization: `Bearer ${DEFAULT_CONSOLE_TOKEN}` },
      });
    const { applicant, referrals } = await demoApplicant(t.database.db, '佐藤');
    const query = `agencyId=${applicant.agencyId}`;
    // A job for the background-jobs answer to hold.
    await enqueueJob(t.database.db, 'contract-check', { n: 1 }, { key: 'contract-check' });
    // The queries each GET is asked with; a new GET fails until it is added here.
    const urls: Record<string, string> = {
      'GET /openapi.json': '/openapi.json',
      'GET /agencies': '/agencies',
      'GET /companies': '/companies',
      'GET /mail-outbox': '/mail-outbox?limit=5',
      'GET /background-jobs': '/background-jobs?limit=5',
      'GET /remotes': '/remotes',
      'GET /support': '/support',
      'GET /chat/threads': `/chat/threads?${query}`,
      'GET /candidates': `/candidates?${query}&jobId=${referrals[0].jobId}`,
      'GET /applicant-merges': `/applicant-merges?${query}`,
      'GET /companies/{companyId}/response-times': '/companies/1/response-times',
    };
    const gets = Object.keys(consoleCalls).filter((key) => key.startsWith('GET '));
    expect(gets.filter((key) => !(key in urls))).toEqual([]);
    for (const key of gets) {
      // Under jest the api checks each answer against its schema: a 500 when it does not fit.
      const response = await get(urls[key]);
      expect([key, response.statusCode]).toEqual([key, 200]);
    }
  });

  it('answers its OpenAPI document to the console token only', async () => {
    const url = `${PREFIX}/openapi.json`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${DEFAULT_CONSOLE_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: PREFIX }]);
    const operations = Object.entries(document.paths as Record<string, object>).flatMap(
      ([url, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${url}`),
    );
    expect(operations.sort()).toEqual(Object.keys(consoleCalls).sort());
    const status = document.paths['/candidates/{id}/status'].put;
    expect(status.operationId).toBe('setCandidateStatus');
    expect(status.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    expect(
      status.requestBody.content['application/json'].schema.properties.specialSelectionStatus,
    ).toMatchObject({ type: 'integer', minimum: 1, maximum: 8 });
    expect(
      document.paths['/agencies'].get.responses['200'].content['application/json'].schema.properties
        .data,
    ).toMatchObject({ type: 'array' });
  });
});
