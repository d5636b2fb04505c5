// A fresh database for one test file. PGlite: restored from a snapshot that global-setup migrated
// and seeded once (creating a PGlite database takes seconds). PostgreSQL (DATABASE_URL): a new
// database per file, dropped afterwards, so files run in parallel without seeing each other.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Blob } from 'node:buffer';
import Module from 'node:module';
import type { PGlite as PGliteClass } from '@electric-sql/pglite';
import { Pool } from 'pg';
import { pgliteHandle, postgresHandle, type DatabaseHandle } from '../db/client';
import { prepareDatabase } from '../db/prepare';

/**
 * PGlite loads Node built-ins with import(), which jest's module sandbox refuses (it would need
 * --experimental-vm-modules). Loading it through Node's own loader keeps it outside the sandbox;
 * the api code is unaffected, it only receives the client.
 */
function loadPglite(): typeof PGliteClass {
  const entry = require.resolve('@electric-sql/pglite');
  const loader = Module as unknown as {
    _load(request: string, parent: null, isMain: boolean): unknown;
  };
  return (loader._load(entry, null, false) as { PGlite: typeof PGliteClass }).PGlite;
}

/** Migrated and seeded in-memory PGlite, dumped to a file (once per jest run). */
export async function writePgliteSnapshot(file: string): Promise<void> {
  const client = await loadPglite().create('memory://');
  await prepareDatabase(pgliteHandle(client), { seed: true });
  const dump = await client.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

async function openPglite(): Promise<DatabaseHandle> {
  const file = process.env.API_TEST_SNAPSHOT;
  if (!file || !fs.existsSync(file)) {
    // Running without the global setup (a single file from an editor): migrate from scratch.
    return pgliteHandle(await loadPglite().create('memory://'));
  }
  const client = await loadPglite().create({ loadDataDir: new Blob([fs.readFileSync(file)]) });
  return pgliteHandle(client);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = postgresHandle(new Pool({ connectionString: target.toString(), max: 5 }));
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgres(url) : openPglite();
}
