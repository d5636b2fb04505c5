// Builds the api on a fresh test database and offers a small browser-like client: a cookie jar,
// the CSRF handshake and login, all through app.inject.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { SiteId } from '@portal/shared/contract';
import { buildApp, type BuildAppOptions } from '../app';
import { DEFAULT_CONSOLE_TOKEN } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { accounts } from '../db/schema/agencies';
import { DEMO_AGENCY, DEMO_STAFF, OTHER_AGENCY } from '../seed/demo-data';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function createTestApp(
  options: Omit<BuildAppOptions, 'database'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({
    logger: false,
    mailTransport: null,
    ...options,
    config: {
      seed: true,
      shellDist: undefined,
      consoleToken: DEFAULT_CONSOLE_TOKEN,
      publicUrl: 'http://portal.test',
      ...options.config,
    },
    database,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The app of a test file (`testAppForFile`), and browsers signed in on it for the file's tests. */
export interface FileTestApp extends TestApp {
  /** A browser signed in before the tests like `signedIn` (call it before the file's `beforeAll`). */
  signedIn(who?: SignInAs, siteId?: SiteId): Browser;
}

/**
 * The app of a test file (or of a describe block): built before its tests, closed after them.
 * Call it before the file's own `beforeAll`, which then finds the app built (hooks run in order).
 */
export function testAppForFile(options: Omit<BuildAppOptions, 'database'> = {}): FileTestApp {
  let built: TestApp | undefined;
  const current = () => {
    if (!built) throw new Error('the test app is built in beforeAll: use it in a hook or a test');
    return built;
  };
  beforeAll(async () => {
    built = await createTestApp(options);
  }, 60_000);
  afterAll(() => built?.close());
  const t: FileTestApp = {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    close: () => current().close(),
    signedIn(who = 'demo', siteId = '25') {
      const browser = new Browser(t);
      beforeAll(async () => {
        await browser.login(siteId, credentialsOf(who));
      });
      return browser;
    },
  };
  return t;
}

/** The moment the tests of dated things run at (`createTestApp({ now: () => NOW })`): the seeded
 * demo's events, deadlines and recruitment periods are arranged around it. */
export const NOW = new Date('2026-11-23T12:00:00+09:00');

export const api = (siteId: SiteId, path: string) => `/${siteId}/employment-agency/api${path}`;

/** A browser: keeps cookies between requests (expired ones removed) and sends them back. */
export class Browser {
  readonly cookies = new Map<string, string>();

  /** On the app, or on a file's test app (`testAppForFile`) before it is built. */
  constructor(private readonly on: FastifyInstance | TestApp) {}

  private get app(): FastifyInstance {
    return 'inject' in this.on ? this.on : this.on.app;
  }

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
    });
    for (const set of response.cookies) {
      const expired = set.maxAge === 0 || (set.expires && set.expires.getTime() <= Date.now());
      if (expired || set.value === '') this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  /** GET /sanctum/csrf-cookie, then the token as the client reads it from the cookie. */
  async csrfToken(siteId: SiteId): Promise<string> {
    await this.request({ method: 'GET', url: `/sanctum/csrf-cookie?id=${siteId}` });
    const name = siteId === 'mid' ? 'XSRF-TOKEN-MID' : 'XSRF-TOKEN';
    return decodeURIComponent(this.cookies.get(name) ?? '');
  }

  /** A write the way the shared client sends it: CSRF handshake first, then the header. */
  async write(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    siteId: SiteId,
    path: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> {
    const token = await this.csrfToken(siteId);
    return this.request({
      method,
      url: api(siteId, path),
      headers: { 'x-xsrf-token': token },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  }

  get(siteId: SiteId, path: string): Promise<LightMyRequestResponse> {
    return this.request({ method: 'GET', url: api(siteId, path) });
  }

  async login(
    siteId: SiteId = '25',
    credentials: { email: string; password: string; remember_me?: boolean } = {
      email: DEMO_AGENCY.account.userId,
      password: DEMO_AGENCY.account.password,
    },
  ): Promise<LightMyRequestResponse> {
    const response = await this.write('POST', siteId, '/login', {
      remember_me: false,
      ...credentials,
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return response;
  }
}

/** The seeded accounts a test signs in as: the demo agency's main account, its first staff member
 * (a sub-account) and the main account of another agency. */
export const SIGN_IN = {
  demo: { email: DEMO_AGENCY.account.userId, password: DEMO_AGENCY.account.password },
  staff: { email: DEMO_STAFF[0].userId, password: DEMO_STAFF[0].password },
  other: { email: OTHER_AGENCY.account.userId, password: OTHER_AGENCY.account.password },
} as const;

type SignInAs = keyof typeof SIGN_IN | { email: string; password: string };
const credentialsOf = (who: SignInAs) => (typeof who === 'string' ? SIGN_IN[who] : who);

/** A new browser, signed in on the site as one of the seeded accounts (the demo agency's main
 * account unless told) or with the credentials given. */
export async function signedIn(
  app: FastifyInstance,
  who: SignInAs = 'demo',
  siteId: SiteId = '25',
): Promise<Browser> {
  const browser = new Browser(app);
  await browser.login(siteId, credentialsOf(who));
  return browser;
}

/** A call of the company console (`/console/api…`) with its bearer token. */
export function consoleCall(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/console/api${url}`,
    headers: { authorization: `Bearer ${DEFAULT_CONSOLE_TOKEN}` },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

/** A console write that must create something (201); answers the `data` of the answer. */
export async function consoleCreate(app: FastifyInstance, url: string, payload: unknown) {
  const response = await consoleCall(app, 'POST', url, payload);
  if (response.statusCode !== 201) throw new Error(`POST /console/api${url}: ${response.body}`);
  return response.json().data;
}

/** The mails the outbox holds for an address, newest first (through the company console). */
export async function mailsTo(
  app: FastifyInstance,
  to: string,
): Promise<{ subject: string; text: string }[]> {
  const response = await consoleCall(app, 'GET', `/mail-outbox?to=${encodeURIComponent(to)}`);
  return response.json().data;
}

/** The id of a seeded agency by name (through the company console). */
export async function agencyIdOf(app: FastifyInstance, name: string): Promise<number> {
  const response = await consoleCall(app, 'GET', '/agencies');
  const agency = response.json().data.find((row: { name: string }) => row.name === name);
  if (!agency) throw new Error(`no agency named ${name}`);
  return agency.id;
}

/** The id of a seeded account by its user id. */
export async function accountIdOf(db: Database, userId: string): Promise<number> {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  if (!account) throw new Error(`no account with the user id ${userId}`);
  return account.id;
}
