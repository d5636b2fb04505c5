import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { openTestDatabase } from '../test/test-database';
import { postgresPool, type DatabaseHandle } from './client';
import { selectPreparedRows, selectRows } from './rows-queries';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const agencyApplicants = (agencyId: number, limit: number) =>
  sql`select id, sei_kanji from applicants where agency_id = ${agencyId} order by id desc limit ${limit}`;

it('answers the same rows as an unprepared statement, whatever the parameters', async () => {
  expect(await selectPreparedRows(handle.db, agencyApplicants(1, 3))).toHaveLength(3);
  for (const [agencyId, limit] of [
    [1, 3],
    [1, 1],
    [999_999, 5],
  ]) {
    const prepared = await selectPreparedRows(handle.db, agencyApplicants(agencyId, limit));
    expect(prepared).toEqual(await selectRows(handle.db, agencyApplicants(agencyId, limit)));
  }
});

const onPostgres = process.env.DATABASE_URL ? it : it.skip;

type DatabaseOf = ReturnType<typeof drizzle>;

/** `check` on a pool of one connection (so every call meets the statements prepared before). */
async function onOneConnection(check: (db: DatabaseOf, pool: Pool) => Promise<void>) {
  const pool = postgresPool(handle.pool!.options.connectionString!, 1);
  try {
    await check(drizzle({ client: pool }), pool);
  } finally {
    await pool.end();
  }
}

onPostgres('prepares each statement once per PostgreSQL connection, named after its text', () =>
  onOneConnection(async (db, pool) => {
    for (let i = 0; i < 3; i += 1) await selectPreparedRows(db, agencyApplicants(1, 2 + i));
    await selectPreparedRows(db, sql`select count(*) from applicants where agency_id = ${1}`);
    const { rows } = await pool.query<{ name: string; statement: string }>(
      'select name, statement from pg_prepared_statements order by statement',
    );
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.statement)).toEqual([
      expect.stringMatching(/^select count\(\*\) from applicants/),
      expect.stringMatching(/^select id, sei_kanji from applicants/),
    ]);
    for (const row of rows) expect(row.name).toMatch(/^rows_[0-9a-f]{20}$/);
  }),
);

onPostgres('keeps one generic plan per statement and connection, never planning it again', () =>
  onOneConnection(async (db, pool) => {
    // The applicant list's shape: a limit and keys that make every custom plan look cheaper.
    for (let i = 0; i < 8; i += 1) await selectPreparedRows(db, agencyApplicants(1, 1 + (i % 3)));
    const { rows } = await pool.query<{ generic_plans: string; custom_plans: string }>(
      'select generic_plans, custom_plans from pg_prepared_statements',
    );
    expect(rows).toEqual([{ generic_plans: '8', custom_plans: '0' }]);
  }),
);
