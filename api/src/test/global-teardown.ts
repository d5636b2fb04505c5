// Removes the PGlite snapshot written by global-setup.
import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const file = process.env.API_TEST_SNAPSHOT;
  if (file) fs.rmSync(file, { force: true });
}
