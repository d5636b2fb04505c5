// The scale seed (`npm start -- --scale N`, bench/applicants.mjs) on the database of this run
// (PGlite, and PostgreSQL in CI's second pass): tops the demo agency up, with referrals, once.
import { and, eq } from 'drizzle-orm';
import { agencies } from '../db/schema/agencies';
import { applicants, candidates } from '../db/schema/applicants';
import { testAppForFile } from '../test/test-app';
import { DEMO_AGENCY } from './demo-data';
import { seedApplicantScale } from './seed-applicants';

const t = testAppForFile();

async function demoCounts() {
  const { db } = t.database;
  const [agency] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.email, DEMO_AGENCY.email));
  const where = and(eq(applicants.agencyId, agency.id), eq(applicants.siteId, '25'));
  return {
    applicants: await db.$count(applicants, where),
    candidates: await db.$count(
      candidates,
      and(eq(candidates.agencyId, agency.id), eq(candidates.siteId, '25')),
    ),
  };
}

it('tops the demo agency up to the target with a referral each, and only once', async () => {
  const before = await demoCounts();
  const target = before.applicants + 1200;
  const env = { SEED_SCALE: String(target), SEED_SCALE_SITE: '25' };
  expect(await seedApplicantScale(t.database.db, env)).toBe(1200);
  const after = await demoCounts();
  expect(after.applicants).toBe(target);
  expect(after.candidates).toBe(before.candidates + 1200);
  // Run again (a restart with the same option): nothing more.
  expect(await seedApplicantScale(t.database.db, env)).toBe(0);
  expect((await demoCounts()).applicants).toBe(target);
});
