// Opens the database: PostgreSQL through pg when a URL is given, otherwise embedded PGlite (on
// disk, or in memory for 'memory://'). Both answer to the same drizzle API.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';

/** The drizzle database both drivers provide; transactions are of the same shape. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Applies the committed SQL migrations (api/drizzle) with the driver's migrator. */
  migrate(): Promise<void>;
  /** Runs fn while holding a lock shared by every api process on this database. */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The underlying client, for migrations and tests. */
  pglite?: PGlite;
  pool?: Pool;
}

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');

// Any fixed number works; it only has to be the same in every api process.
const STARTUP_LOCK_KEY = 732_190_455;

export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client });
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    pglite: client,
    // PGlite lives inside this one process: there is nobody to exclude.
    exclusive: (fn) => fn(),
    close: () => client.close(),
  };
}

export function postgresHandle(pool: Pool): DatabaseHandle {
  // An idle connection the server closes (restart, failover, a dropped database) is removed from
  // the pool and the next query opens a new one; unhandled, the pool's 'error' would end the process.
  pool.on('error', () => {});
  // The pool listens for a client's 'error' only while the client is idle. A connection lost while
  // it is checked out (a transaction between two statements, as the server restarts) emits
  // 'error' on the client itself: without a listener of its own that is an uncaught exception and
  // the process exits. The statement in flight, or the next one, fails instead (the request
  // answers 503, see databaseUnavailable) and the pool drops the broken client on release.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzlePg({ client: pool });
  return {
    kind: 'postgres',
    db,
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    pool,
    async exclusive(fn) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function createLockFile(lockFile: string): boolean {
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  }
}

function lockOwner(lockFile: string): number {
  try {
    return Number(fs.readFileSync(lockFile, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/**
 * PGlite is a single-process database: a second process opening the same directory corrupts it.
 * A pid file next to the directory stops that (the server and the console CLI, for example).
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${path.resolve(dataDir)}.lock`;
  while (!createLockFile(lockFile)) {
    const owner = lockOwner(lockFile);
    if (owner && isRunning(owner)) {
      throw new Error(
        `The database in ${dataDir} is in use by process ${owner}. ` +
          'Stop it, or use the running server (for the company console: /console/api).',
      );
    }
    // Left behind by a process that is gone.
    fs.rmSync(lockFile, { force: true });
  }
  return () => fs.rmSync(lockFile, { force: true });
}

/**
 * The api's PostgreSQL connections. A named prepared statement (the hot reads: rows-queries.ts
 * selectPreparedRows, the session and API token lookups) keeps one generic plan per connection:
 * by default PostgreSQL plans it again on every call while its generic plan looks costlier than a
 * custom one, which the applicant list's statement always does, and that planning was most of
 * its time (bench/applicants.mjs).
 */
export function postgresPool(connectionString: string, max: number): Pool {
  return new Pool({ connectionString, max, options: '-c plan_cache_mode=force_generic_plan' });
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return postgresHandle(postgresPool(options.databaseUrl, 10));
  }
  if (options.dataDir.startsWith('memory://'))
    return pgliteHandle(await PGlite.create(options.dataDir));
  fs.mkdirSync(options.dataDir, { recursive: true });
  const unlock = lockDataDir(options.dataDir);
  try {
    const handle = pgliteHandle(await PGlite.create(options.dataDir));
    return { ...handle, close: () => handle.close().finally(unlock) };
  } catch (error) {
    unlock();
    throw error;
  }
}
