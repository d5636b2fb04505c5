import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema/agencies';
import {
  ABSOLUTE_LIFETIME_MS,
  IDLE_TIMEOUT_MS,
  REMEMBER_LIFETIME_MS,
  SessionStore,
} from './session';
import { DEMO_AGENCY } from '../seed/demo-data';
import { Browser, testAppForFile, signedIn } from '../test/test-app';

// A clock the tests move forward.
let now = new Date('2026-11-21T09:00:00+09:00');
const t = testAppForFile({ now: () => now });

const MINUTE = 60_000;
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const remembered = {
  email: DEMO_AGENCY.account.userId,
  password: DEMO_AGENCY.account.password,
  remember_me: true,
};

it('ends a session idle for more than 2 hours', async () => {
  const browser = await signedIn(t.app);
  advance(IDLE_TIMEOUT_MS - MINUTE);
  expect((await browser.get('25', '/infos')).statusCode).toBe(200);
  // Activity moved the idle window on.
  advance(IDLE_TIMEOUT_MS - MINUTE);
  expect((await browser.get('25', '/infos')).statusCode).toBe(200);
  advance(IDLE_TIMEOUT_MS + MINUTE);
  expect((await browser.get('25', '/infos')).statusCode).toBe(401);
});

it('ends an active session after 12 hours', async () => {
  const browser = await signedIn(t.app);
  for (let elapsed = 0; elapsed < ABSOLUTE_LIFETIME_MS - 60 * MINUTE; elapsed += 60 * MINUTE) {
    advance(60 * MINUTE);
    expect((await browser.get('25', '/infos')).statusCode).toBe(200);
  }
  advance(61 * MINUTE);
  expect((await browser.get('25', '/infos')).statusCode).toBe(401);
});

it('keeps a remembered session through long idleness, up to 30 days', async () => {
  const browser = new Browser(t.app);
  await browser.login('25', remembered);
  advance(3 * 24 * 60 * MINUTE);
  expect((await browser.get('25', '/infos')).statusCode).toBe(200);
  advance(REMEMBER_LIFETIME_MS);
  expect((await browser.get('25', '/infos')).statusCode).toBe(401);
});

it('sweeps expired sessions from the table', async () => {
  const browser = await signedIn(t.app);
  const id = browser.cookies.get('agency_session')!;
  const stored = () => t.database.db.select().from(sessions).where(eq(sessions.id, id));
  expect(await stored()).toHaveLength(1);
  advance(ABSOLUTE_LIFETIME_MS + MINUTE);
  await new SessionStore(t.database.db, false, () => now).sweepExpired();
  expect(await stored()).toHaveLength(0);
});
