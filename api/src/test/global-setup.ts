// Runs once before the api tests: on PGlite, prepares the migrated and seeded snapshot that every
// test file restores. The PostgreSQL run needs nothing shared.
import os from 'node:os';
import path from 'node:path';
import { writePgliteSnapshot } from './test-database';

export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const file = path.join(os.tmpdir(), `portal-api-test-snapshot-${process.pid}.tar`);
  await writePgliteSnapshot(file);
  // Workers are started after this and inherit the environment.
  process.env.API_TEST_SNAPSHOT = file;
}
