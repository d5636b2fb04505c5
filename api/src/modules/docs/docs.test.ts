// GET /openapi.json and the reference page: generated from the contract, behind login.
import { apiCalls } from '@portal/shared/contract/calls';
import { Browser, testAppForFile } from '../../test/test-app';

describe('api documentation', () => {
  const t = testAppForFile();

  it('answers OpenAPI only to a logged-in session', async () => {
    const guest = new Browser(t.app);
    expect((await guest.get('25', '/openapi.json')).statusCode).toBe(401);
    expect((await guest.get('25', '/docs')).statusCode).toBe(401);
  });

  it('lists every call of the contract with its parameters, body and answer', async () => {
    const browser = new Browser(t.app);
    await browser.login();
    const response = await browser.get('25', '/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([url, item]) =>
      Object.keys(item as object).map((method) => `${method.toUpperCase()} ${url}`),
    );
    expect(operations.sort()).toEqual(Object.keys(apiCalls).sort());

    const list = document.paths['/applicants'].get;
    expect(list.operationId).toBe('listApplicants');
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual([
      'keyword',
      'cursor',
      'limit',
    ]);
    const page = list.responses['200'].content['application/json'].schema;
    expect(page.properties.data.properties.items.type).toBe('array');
    expect(page.properties.data.required).toEqual(['items', 'total', 'nextCursor']);

    const update = document.paths['/applicants/{id}'].put;
    expect(update.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true });
    expect(update.requestBody.content['application/json'].schema.required).toContain('email');
  });

  it('serves the reference page and its files from the api itself', async () => {
    const browser = new Browser(t.app);
    await browser.login();
    const page = await browser.get('25', '/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const src of page.body.matchAll(/(?:src|href)="(docs\/[^"]+)"/g)) {
      const asset = await browser.get('25', `/${src[1]}`);
      expect(asset.statusCode).toBe(200);
      expect(asset.body.length).toBeGreaterThan(10);
    }
    expect(page.body).not.toMatch(/https?:\/\//);
    expect((await browser.get('25', '/docs/other.js')).statusCode).toBe(404);
  });
});
