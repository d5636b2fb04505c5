// Brings a database up to date before anything uses it: migrations, then the demo data on an
// empty database. Under a lock, so api replicas starting together do it once.
import { seedIfEmpty } from '../seed/seed';
import type { DatabaseHandle } from './client';

export async function prepareDatabase(
  handle: DatabaseHandle,
  /** `today`: the day the demo's dates are moved to (absent: the demo as written). */
  options: { seed: boolean; today?: Date },
): Promise<{ seeded: boolean }> {
  return handle.exclusive(async () => {
    await handle.migrate();
    return { seeded: options.seed ? await seedIfEmpty(handle.db, options.today) : false };
  });
}
