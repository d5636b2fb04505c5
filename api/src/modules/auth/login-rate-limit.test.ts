import { DEMO_AGENCY } from '../../seed/demo-data';
import { api, Browser, testAppForFile } from '../../test/test-app';

let now = new Date('2026-11-21T10:00:00+09:00');
const t = testAppForFile({ now: () => now });

async function attempt(email: string, password: string, remoteAddress = '127.0.0.1') {
  const browser = new Browser(t.app);
  const token = await browser.csrfToken('25');
  return browser.request({
    method: 'POST',
    url: api('25', '/login'),
    headers: { 'x-xsrf-token': token },
    payload: { email, password, remember_me: false },
    remoteAddress,
  });
}

const demo = DEMO_AGENCY.account;

it('locks an account on one address after 5 failures, whichever identifier was typed, then lets it in again', async () => {
  for (const login of ['demo', 'demo@agency.example', 'DEMO@agency.example', 'demo', 'demo']) {
    expect((await attempt(login, 'wrong-password-1')).statusCode).toBe(422);
  }
  const locked = await attempt(demo.userId, demo.password);
  expect(locked.statusCode).toBe(429);
  expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
  expect(locked.json()).toEqual({
    message: 'リクエストが多すぎます。しばらくしてから再度お試しください。',
    errors: { email: ['試行回数が多すぎます。900秒後に再度お試しください。'] },
  });

  now = new Date(now.getTime() + 15 * 60_000 + 1000);
  expect((await attempt(demo.email, demo.password)).statusCode).toBe(200);
  // The success forgave the failures: one more wrong password is an ordinary 422.
  expect((await attempt(demo.userId, 'wrong-password-1')).statusCode).toBe(422);
});

it('does not let five wrong passwords from one address stop the right one from another', async () => {
  for (let i = 1; i <= 5; i++) {
    expect((await attempt(demo.userId, `wrong-password-${i}`, '203.0.113.66')).statusCode).toBe(
      422,
    );
  }
  const attacker = await attempt(demo.userId, demo.password, '203.0.113.66');
  expect(attacker.statusCode).toBe(429);
  expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
  expect(attacker.json().errors.email[0]).toMatch(
    /^試行回数が多すぎます。\d+秒後に再度お試しください。$/,
  );

  expect((await attempt(demo.userId, demo.password, '198.51.100.9')).statusCode).toBe(200);
  // The owner's success does not forgive the attacker's address.
  expect((await attempt(demo.userId, 'wrong-password-6', '203.0.113.66')).statusCode).toBe(429);
  now = new Date(now.getTime() + 15 * 60_000 + 1000);
});

it('stops guessing spread over many addresses at 50 failures per account', async () => {
  // Ten addresses with five wrong passwords each: the per-address limit never triggers.
  for (let i = 0; i < 50; i++) {
    const address = `192.0.2.${10 + Math.floor(i / 5)}`;
    expect((await attempt(demo.email, `wrong-password-${i}`, address)).statusCode).toBe(422);
  }
  const limited = await attempt(demo.email, demo.password, '198.51.100.77');
  expect(limited.statusCode).toBe(429);
  expect(limited.headers['retry-after']).toBeDefined();
  now = new Date(now.getTime() + 15 * 60_000 + 1000);
  expect((await attempt(demo.email, demo.password, '198.51.100.77')).statusCode).toBe(200);
});

it('limits failures per client address across accounts', async () => {
  for (let i = 0; i < 50; i++) {
    expect((await attempt(`nobody${i}@agency.example`, 'x1', '203.0.113.7')).statusCode).toBe(422);
  }
  expect((await attempt(demo.userId, demo.password, '203.0.113.7')).statusCode).toBe(429);
  expect((await attempt(demo.userId, demo.password, '198.51.100.20')).statusCode).toBe(200);
});
