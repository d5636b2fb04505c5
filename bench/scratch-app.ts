// The api on a scratch PostgreSQL database, for the benchmarks that time it through HTTP
// (bench/audit.ts, bench/bulk-csv.ts): creates a database beside DATABASE_URL's (default
// postgres://root@127.0.0.1:5432/test), builds the app on it with the demo seed, calls `run`, and
// drops the database afterwards whatever happened.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Pool as PoolType } from 'pg';
import { buildApp } from '../api/src/app';
import { postgresHandle, type DatabaseHandle } from '../api/src/db/client';

// pg is the api's dependency: resolve it from there.
const { Pool } = createRequire(path.resolve(__dirname, '../api/package.json'))('pg') as {
  Pool: typeof PoolType;
};

export type BenchApp = Awaited<ReturnType<typeof buildApp>>;

export async function withScratchApp(
  run: (app: BenchApp, database: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const baseUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Pool({ connectionString: baseUrl, max: 1 });
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = postgresHandle(new Pool({ connectionString: url.toString(), max: 10 }));
  try {
    const app = await buildApp({
      database,
      logger: false,
      mailTransport: null,
      bulkWorker: false,
      config: { seed: true, shellDist: undefined },
    });
    await app.ready();
    try {
      await run(app, database);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The demo agency's accounts (oldest first: the main account), each with the agency's id. */
export async function demoTeam(pool: PoolType) {
  const { rows } = await pool.query<{ id: number; agency_id: number }>(
    `select id, agency_id from accounts where agency_id = (select agency_id from accounts where user_id = 'demo') order by id`,
  );
  return rows;
}

/** Runs a benchmark's main and exits non-zero on a failure. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
