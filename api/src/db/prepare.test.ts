import { sql } from 'drizzle-orm';
import { agencies } from './schema/agencies';
import { announcements } from './schema/announcements';
import { hiringCompanies } from './schema/companies';
import { prepareDatabase } from './prepare';
import type { DatabaseHandle } from './client';
import { openTestDatabase } from '../test/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await prepareDatabase(database, { seed: true });
});
afterAll(() => database.close());

const count = (table: typeof agencies | typeof hiringCompanies | typeof announcements) =>
  database.db.$count(table);

it('seeds once: a second start migrates nothing new and leaves the data alone', async () => {
  const before = { agencies: await count(agencies), companies: await count(hiringCompanies) };
  expect(before).toEqual({ agencies: 2, companies: 8 });
  expect(await prepareDatabase(database, { seed: true })).toEqual({ seeded: false });
  expect(await count(agencies)).toBe(2);
  expect(await count(hiringCompanies)).toBe(8);
});

it('seeds an empty database unless SEED=false, with every site covered', async () => {
  await database.db.execute(sql`truncate agencies, hiring_companies, announcements cascade`);
  expect(await prepareDatabase(database, { seed: false })).toEqual({ seeded: false });
  expect(await count(agencies)).toBe(0);

  expect(await prepareDatabase(database, { seed: true })).toEqual({ seeded: true });
  expect(await count(agencies)).toBe(2);
  const perSite = await database.db
    .select({ siteId: announcements.siteId, n: sql<number>`count(*)::int` })
    .from(announcements)
    .groupBy(announcements.siteId);
  for (const siteId of ['23', '24', '25', '26', '27', '28', 'mid']) {
    expect(perSite.find((row) => row.siteId === siteId)?.n).toBe(3);
  }
});
