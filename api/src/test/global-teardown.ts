// Removes what global-setup made: the PGlite snapshot or the PostgreSQL template database.
import fs from 'node:fs';
import { dropPostgresDatabase } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const file = process.env.API_TEST_SNAPSHOT;
  if (file) fs.rmSync(file, { force: true });
  const template = process.env.API_TEST_TEMPLATE;
  if (template && process.env.DATABASE_URL) {
    await dropPostgresDatabase(process.env.DATABASE_URL, template);
  }
}
