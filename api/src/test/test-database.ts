// A fresh database for one test file, migrated and seeded once per run by global-setup. PGlite:
// restored from a snapshot (creating a PGlite database takes seconds). PostgreSQL (DATABASE_URL):
// a new database per file copied from a template, dropped afterwards, so files run in parallel
// without seeing each other.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Blob } from 'node:buffer';
import Module from 'node:module';
import type { PGlite as PGliteClass } from '@electric-sql/pglite';
import { Pool } from 'pg';
import { pgliteHandle, postgresHandle, postgresPool, type DatabaseHandle } from '../db/client';
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

const databaseUrl = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

/**
 * PostgreSQL: one migrated and seeded database (once per jest run) that every test file's
 * database is copied from (CREATE DATABASE … TEMPLATE), instead of migrating and seeding anew.
 */
export async function createPostgresTemplate(url: string): Promise<string> {
  const name = `portal_test_template_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`create database ${name}`);
  await admin.end();
  const handle = postgresHandle(postgresPool(databaseUrl(url, name), 2));
  await prepareDatabase(handle, { seed: true });
  await handle.close();
  return name;
}

export async function dropPostgresDatabase(url: string, name: string): Promise<void> {
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const template = process.env.API_TEST_TEMPLATE;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  const handle = postgresHandle(postgresPool(databaseUrl(url, name), 5));
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
