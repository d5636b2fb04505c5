// Security headers on every answer of the api (pages, JSON, errors, the live stream's route),
// scripts allowed from the remotes' origins as the browser sees them, HSTS only over HTTPS, and
// the replica's name.
import { createTestApp, type TestApp } from '../test/test-app';
import { contentSecurityPolicy, remoteOrigins } from './security-headers';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    process.env.API_INSTANCE = 'api-test';
    t = await createTestApp({
      config: {
        remotes: {
          remote_auth: 4101,
          remote_jobs: 'https://cdn.example/jobs/',
          remote_x: '/remotes/x/',
        },
        trustProxy: ['127.0.0.1'],
      },
    });
  });
  afterAll(async () => {
    delete process.env.API_INSTANCE;
    await t.close();
  });

  it('allows scripts from this origin and each remote origin only', () => {
    expect(
      remoteOrigins({ a: 4101, b: 'https://cdn.example/b/', c: '/remotes/c/' }, 'localhost'),
    ).toEqual(['http://localhost:4101', 'https://cdn.example']);
    expect(contentSecurityPolicy(['https://cdn.example'])).toBe(
      "script-src 'self' https://cdn.example; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
    );
  });

  it.each([
    '/remotes.json',
    '/25/employment-agency/api/sidebar/badges',
    '/no-such-page',
    '/sanctum/csrf-cookie?id=25',
  ])('%s carries them', async (url) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { host: 'portal.test:4100' },
    });
    expect(response.headers['content-security-policy']).toBe(
      contentSecurityPolicy(['http://portal.test:4101', 'https://cdn.example']),
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toMatch(/geolocation=\(\)/);
    expect(response.headers['x-api-instance']).toBe('api-test');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the request came over HTTPS (through a trusted proxy)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/remotes.json',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.1',
    });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
