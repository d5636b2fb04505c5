// Test helper: ids of seeded demo rows and a referral of the other agency.
import { and, asc, eq } from 'drizzle-orm';
import type { SiteId } from '@portal/shared/contract';
import type { Database } from '../../db/client';
import { agencies } from '../../db/schema/agencies';
import { applicants, candidates } from '../../db/schema/applicants';
import { jobs } from '../../db/schema/jobs';
import { notificationSettings } from '../../db/schema/onboarding';
import { DEMO_AGENCY, OTHER_AGENCY } from '../../seed/demo-data';

export async function agencyId(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.name, name));
  return row.id;
}

/** The demo applicant by kanji family name on a site, with its referrals (oldest first). */
export async function demoApplicant(db: Database, seiKanji: string, siteId: SiteId = '25') {
  const demoId = await agencyId(db, DEMO_AGENCY.name);
  const [applicant] = await db
    .select()
    .from(applicants)
    .where(
      and(
        eq(applicants.agencyId, demoId),
        eq(applicants.siteId, siteId),
        eq(applicants.seiKanji, seiKanji),
      ),
    )
    // The first one seeded (a table rewrite, e.g. a new column, changes the physical order).
    .orderBy(asc(applicants.id))
    .limit(1);
  const referrals = await db
    .select()
    .from(candidates)
    .where(eq(candidates.applicantId, applicant.id))
    .orderBy(asc(candidates.id));
  return { applicant, referrals };
}

/** An applicant and a referral of the other agency on a site. */
export async function otherAgencyReferral(db: Database, siteId: SiteId = '25') {
  const otherId = await agencyId(db, OTHER_AGENCY.name);
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.siteId, siteId)).limit(1);
  const [applicant] = await db
    .insert(applicants)
    .values({
      agencyId: otherId,
      siteId,
      seiKanji: '他社',
      meiKanji: '太郎',
      seiKana: 'タシャ',
      meiKana: 'タロウ',
      email: 'other@example.com',
      phone: '06-0000-0000',
    })
    .returning();
  const [candidate] = await db
    .insert(candidates)
    .values({ applicantId: applicant.id, jobId: job.id, agencyId: otherId, siteId })
    .returning();
  return { applicant, candidate };
}

export async function enableNotifications(db: Database, name: string, keys: string[]) {
  const id = await agencyId(db, name);
  for (const key of keys) {
    await db
      .insert(notificationSettings)
      .values({ agencyId: id, key, value: true })
      .onConflictDoUpdate({
        target: [notificationSettings.agencyId, notificationSettings.key],
        set: { value: true },
      });
  }
}
