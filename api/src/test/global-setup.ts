// Runs once before the api tests: migrates and seeds the database every test file starts from
// (PGlite: a snapshot file; PostgreSQL: a template database).
import os from 'node:os';
import path from 'node:path';
import { createPostgresTemplate, writePgliteSnapshot } from './test-database';

export default async function globalSetup(): Promise<void> {
  // Workers are started after this and inherit the environment.
  if (process.env.DATABASE_URL) {
    process.env.API_TEST_TEMPLATE = await createPostgresTemplate(process.env.DATABASE_URL);
    return;
  }
  const file = path.join(os.tmpdir(), `portal-api-test-snapshot-${process.pid}.tar`);
  await writePgliteSnapshot(file);
  process.env.API_TEST_SNAPSHOT = file;
}
