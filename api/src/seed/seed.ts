// Writes the demo data (demo-*.ts) into an empty database, in one transaction: either all of it
// is there or none, so a crash mid-seed is retried on the next start.
import type { Database } from '../db/client';
import { agencies } from '../db/schema/agencies';
import { createAgencyInput } from '../company-console/schemas';
import { createAgency, createCompany, setLinkStatus } from '../company-console/service';
import { seedActivity } from './seed-activity';
import { seedAnnouncements } from './seed-announcements';
import { seedChat } from './seed-chat';
import { seedApplicantScale, seedApplicants } from './seed-applicants';
import { seedEvents } from './seed-events';
import { seedStaff } from './seed-staff';
import { backdateWaiting, seedDashboard } from './seed-dashboard';
import { seedJobChanges, seedJobs } from './seed-jobs';
import { DEMO_AGENCY, DEMO_COMPANIES, OTHER_AGENCY } from './demo-data';
import { dateDemoFor } from './demo-clock';

export interface SeededIds {
  demoAgencyId: number;
  demoAccountId: number;
  otherAgencyId: number;
  otherAccountId: number;
  companyIds: Map<string, number>;
}

async function createAgencyWithAccount(db: Database, input: typeof DEMO_AGENCY) {
  const { agency, account } = await createAgency(db, createAgencyInput.parse(input));
  if (!account) throw new Error(`the seed agency ${input.name} has no account`);
  return { agency, account };
}

async function seedDemoData(db: Database): Promise<SeededIds> {
  const demo = await createAgencyWithAccount(db, DEMO_AGENCY);
  const other = await createAgencyWithAccount(db, OTHER_AGENCY);
  const companyIds = new Map<string, number>();
  for (const company of DEMO_COMPANIES) {
    const created = await createCompany(db, company);
    companyIds.set(company.key, created.id);
    if (company.demoStatus) {
      await setLinkStatus(db, {
        agencyId: demo.agency.id,
        companyId: created.id,
        status: company.demoStatus,
      });
    }
    if (company.otherStatus) {
      await setLinkStatus(db, {
        agencyId: other.agency.id,
        companyId: created.id,
        status: company.otherStatus,
      });
    }
  }
  const ids: SeededIds = {
    demoAgencyId: demo.agency.id,
    demoAccountId: demo.account.id,
    otherAgencyId: other.agency.id,
    otherAccountId: other.account.id,
    companyIds,
  };
  await seedAnnouncements(db, ids);
  await seedActivity(db, ids);
  await seedJobs(db, ids);
  await seedChat(db, ids);
  await seedApplicants(db, ids);
  await seedEvents(db, ids);
  await seedJobChanges(db, ids);
  return ids;
}

/**
 * Seeds when there is no agency at all; answers whether it did. With `today`, the demo's dates are
 * moved to that day (demo-clock.ts); without, the demo is seeded as written (the api's tests).
 */
export async function seedIfEmpty(db: Database, today?: Date): Promise<boolean> {
  if ((await db.$count(agencies)) > 0) {
    await seedApplicantScale(db);
    return false;
  }
  const seedStartedAt = new Date();
  await db.transaction(async (tx) => {
    const ids = await seedDemoData(tx);
    if (today) await dateDemoFor(tx, today, seedStartedAt);
    // Companies gone quiet (回答待ち): some referrals dated back from the demo's today.
    await backdateWaiting(tx, ids.demoAgencyId, today);
    // After the clock: the trail is written at the dates the demo shows.
    await seedStaff(tx, ids);
    // Issue 29: demo tasks, the history named with the staff, the day's 回答待ち marks.
    await seedDashboard(tx, ids, today);
  });
  await seedApplicantScale(db);
  return true;
}
