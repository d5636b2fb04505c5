// A database that goes away (a restart, a failover, connections terminated) is a 503 with
// Retry-After and the catalogue's message, never a 500 and never the end of the process.
// PGlite and PostgreSQL alike for the answers (the driver's query fails with the error the
// server or the socket gives); PostgreSQL only for real terminated connections.
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { MESSAGES } from '@portal/shared/http-errors';
import { consoleCall, signedIn, testAppForFile } from '../test/test-app';
import { DATABASE_RETRY_AFTER_SECONDS } from '../plugins/errors';
import type { DatabaseHandle } from './client';
import { databaseUnavailable, uniqueViolation } from './errors';

const coded = (message: string, code?: string) =>
  Object.assign(new Error(message), code ? { code } : {});

// What pg, the socket and PostgreSQL answer while the server restarts.
const AWAY = {
  'admin shutdown (57P01)': coded('terminating connection due to administrator command', '57P01'),
  'starting up (57P03)': coded('the database system is starting up', '57P03'),
  'shutting down (57P03)': coded('the database system is shutting down', '57P03'),
  'connection failure (08006)': coded('connection failure', '08006'),
  'too many connections (53300)': coded('sorry, too many clients already', '53300'),
  'connection refused': coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  'connection reset': coded('read ECONNRESET', 'ECONNRESET'),
  'terminated unexpectedly': coded('Connection terminated unexpectedly'),
  'not queryable': coded('Client has encountered a connection error and is not queryable'),
};

describe('databaseUnavailable', () => {
  it.each(Object.entries(AWAY))('recognises %s, also wrapped as drizzle wraps it', (_, error) => {
    expect(databaseUnavailable(error)).toBe(true);
    expect(databaseUnavailable(new Error('Failed query: select 1', { cause: error }))).toBe(true);
  });

  it('recognises the refusal of every address of the host (AggregateError)', () => {
    const refused = coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED');
    expect(databaseUnavailable(new AggregateError([refused], ''))).toBe(true);
  });

  it('leaves the errors of the request or the code alone', () => {
    for (const error of [
      coded('duplicate key value violates unique constraint "x"', '23505'),
      coded('relation "gone" does not exist', '42P01'),
      coded('canceling statement due to statement timeout', '57014'),
      new Error('Connection refused by the rules'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      null,
      'ECONNREFUSED',
    ]) {
      expect(databaseUnavailable(error)).toBe(false);
    }
    expect(uniqueViolation(new Error('x', { cause: coded('dup', '23505') }))).toBe('');
  });
});

const t = testAppForFile();
afterEach(() => jest.restoreAllMocks());

/** The driver's next query fails with `error` (PGlite's client or pg's pool alike). */
function failNextQuery(database: DatabaseHandle, error: Error) {
  if (database.pglite) jest.spyOn(database.pglite, 'query').mockRejectedValueOnce(error);
  else jest.spyOn(database.pool!, 'query').mockRejectedValueOnce(error as never);
}

const unavailable = (response: { statusCode: number; headers: object; body: string }) => ({
  status: response.statusCode,
  retryAfter: (response.headers as Record<string, unknown>)['retry-after'],
  body: JSON.parse(response.body) as unknown,
});
const ANSWER = {
  status: 503,
  retryAfter: String(DATABASE_RETRY_AFTER_SECONDS),
  body: { message: MESSAGES.unavailable },
};

it.each(Object.entries(AWAY))(
  'answers a request that meets the database away (%s) with 503, Retry-After and the catalogue message',
  async (_, error) => {
    const browser = await signedIn(t.app);
    failNextQuery(t.database, error);
    expect(unavailable(await browser.get('25', '/infos'))).toEqual(ANSWER);
    // The next request finds the database again.
    expect((await browser.get('25', '/infos')).statusCode).toBe(200);
  },
);

it('answers the console and a write alike', async () => {
  failNextQuery(t.database, AWAY['admin shutdown (57P01)']);
  expect(unavailable(await consoleCall(t.app, 'GET', '/agencies'))).toEqual(ANSWER);
  const browser = await signedIn(t.app);
  const token = await browser.csrfToken('25');
  failNextQuery(t.database, AWAY['connection refused']);
  const write = await browser.request({
    method: 'POST',
    url: '/25/employment-agency/api/logout',
    headers: { 'x-xsrf-token': token },
  });
  expect(unavailable(write)).toEqual(ANSWER);
  // Still logged in: the write was not applied.
  expect((await browser.get('25', '/infos')).statusCode).toBe(200);
});

const onPostgres = process.env.DATABASE_URL ? it : it.skip;

/** Terminates every other connection to the test's database, as a restart does (57P01). */
async function terminateConnections(database: DatabaseHandle) {
  const admin = new Client({ connectionString: database.pool!.options.connectionString });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      `select pg_terminate_backend(pid) as pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

onPostgres(
  'a connection terminated inside a transaction fails that transaction, not the process',
  async () => {
    const browser = await signedIn(t.app);
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      const transaction = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // Checked out and idle in the transaction when the server ends the connection: pg emits
        // 'error' on the client itself (the pool listens only to idle clients).
        expect(await terminateConnections(t.database)).toBeGreaterThan(0);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      const failure = await transaction.then(
        () => null,
        (error: unknown) => error,
      );
      expect(databaseUnavailable(failure)).toBe(true);
      expect(uncaught).toEqual([]);
      // The pool dropped the broken connections: the api answers again at once.
      expect((await browser.get('25', '/infos')).statusCode).toBe(200);
    } finally {
      process.off('uncaughtException', record);
    }
  },
);
