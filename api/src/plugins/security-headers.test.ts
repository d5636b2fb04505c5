// Security headers on every answer of the api (pages, JSON, errors, the live stream's route),
// scripts and requests allowed from the remotes' origins as the browser sees them, HSTS only over
// HTTPS, and the replica's name; the gateway (deploy/nginx-gateway.conf) sends the same policy.
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

  it('allows everything from this origin only; scripts and requests also from each remote origin', () => {
    expect(
      remoteOrigins({ a: 4101, b: 'https://cdn.example/b/', c: '/remotes/c/' }, 'localhost'),
    ).toEqual(['http://localhost:4101', 'https://cdn.example']);
    expect(contentSecurityPolicy(['https://cdn.example'])).toBe(
      "default-src 'self'; script-src 'self' https://cdn.example; connect-src 'self' https://cdn.example; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-src 'none'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
    );
  });

  const gatewayOrigins: [string[]][] = [[[]], [['https://cdn.example', 'https://cdn2.example']]];
  it.each(gatewayOrigins)(
    "is the gateway's policy, its CSP_REMOTE_ORIGINS being %j",
    (origins: string[]) => {
      const gateway = readFileSync(
        path.join(__dirname, '../../../deploy/nginx-gateway.conf'),
        'utf8',
      );
      const policies = [...gateway.matchAll(/add_header Content-Security-Policy "([^"]+)"/g)];
      expect(policies).toHaveLength(1);
      // As the nginx image's envsubst (and npm run topology) fill it in; spaces aside.
      const filled = policies[0]![1]!.replaceAll('${CSP_REMOTE_ORIGINS}', origins.join(' '));
      const words = (policy: string) => policy.split(';').map((d) => d.trim().split(/\s+/));
      expect(words(filled)).toEqual(words(contentSecurityPolicy(origins)));
    },
  );

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
