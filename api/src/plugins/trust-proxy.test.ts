// X-Forwarded-For is believed only from the proxies TRUST_PROXY names: a client that makes up an
// address per request is still rate-limited by its own.
import { loadConfig, parseTrustProxy } from '../config';
import { api, Browser, testAppForFile, type TestApp } from '../test/test-app';

describe('TRUST_PROXY', () => {
  it('is off unless it lists proxies, also in production (npm start)', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy(' ')).toBe(false);
    expect(parseTrustProxy('10.0.0.2, 172.16.0.0/12,uniquelocal')).toEqual([
      '10.0.0.2',
      '172.16.0.0/12',
      'uniquelocal',
    ]);
  });

  it('refuses values that would believe every client', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('1')).toThrow(/TRUST_PROXY/);
  });
});

/** One company-code guess (a new e-mail each time: only the per-address limit can answer 429). */
async function guess(t: TestApp, n: number, remoteAddress: string, forwardedFor?: string) {
  const browser = new Browser(t.app);
  const token = await browser.csrfToken('25');
  const response = await browser.request({
    method: 'POST',
    url: api('25', '/company-code-auth'),
    headers: {
      'x-xsrf-token': token,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: { company_code: `WRONG${n}`, email: `guess${n}@agency.example` },
    remoteAddress,
  });
  return response.statusCode;
}

describe('without TRUST_PROXY', () => {
  const t = testAppForFile({ config: { production: true, trustProxy: false } });

  it('rate-limits a client that sends a made-up X-Forwarded-For with every request', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 23; n++) {
      statuses.push(await guess(t, n, '203.0.113.50', `198.51.100.${n}`));
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(422));
    expect(statuses.slice(20)).toEqual([429, 429, 429]);
  });
});

describe('with TRUST_PROXY naming the gateway', () => {
  const t = testAppForFile({ config: { trustProxy: ['10.9.0.0/16'] } });

  it("counts the forwarded client's address, not the gateway's", async () => {
    for (let n = 1; n <= 20; n++) {
      expect(await guess(t, n, '10.9.0.2', '203.0.113.7')).toBe(422);
    }
    expect(await guess(t, 21, '10.9.0.2', '203.0.113.7')).toBe(429);
    // Another client behind the same gateway is not held back by the first one's guesses.
    expect(await guess(t, 22, '10.9.0.2', '203.0.113.8')).toBe(422);
  });

  it('ignores the header from a client that is not the gateway', async () => {
    for (let n = 30; n < 50; n++) {
      expect(await guess(t, n, '198.51.100.200', `192.0.2.${n}`)).toBe(422);
    }
    expect(await guess(t, 50, '198.51.100.200', '192.0.2.250')).toBe(429);
  });
});
