// Brings a database up to date before anything uses it: migrations, then the demo data on an
// empty database. Under a lock, so api replicas starting together do it once.
import { seedIfEmpty } from '../seed/seed';
import type { DatabaseHandle } from './client';

export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { seed: boolean },
): Promise<{ seeded: boolean }> {
  return handle.exclusive(async () => {
    await handle.migrate();
    return { seeded: options.seed ? await seedIfEmpty(handle.db) : false };
  });
}
