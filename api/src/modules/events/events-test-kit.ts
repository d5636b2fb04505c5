// Test helpers of the events area: events created the company's way (a console call),
// reservations and cancellations made the agency's way, and
// candidates inserted directly (the applicants area owns their api).
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SiteId } from '@portal/shared/contract';
import type { Database } from '../../db/client';
import { applicants, candidates } from '../../db/schema/applicants';
import { hiringCompanies } from '../../db/schema/companies';
import { jobs } from '../../db/schema/jobs';
import { DEMO_AGENCY, DEMO_COMPANIES } from '../../seed/demo-data';
import { agencyIdOf, consoleCreate, NOW, testAppForFile, type Browser } from '../../test/test-app';

/** An events suite's app (at NOW, the demo agency signed in) and the demo agency's id, read
 * before the suite's tests. */
export function eventsSuite() {
  const t = testAppForFile({ now: () => NOW });
  const suite = { t, demo: t.signedIn(), demoAgencyId: 0 };
  beforeAll(async () => {
    suite.demoAgencyId = await agencyIdOf(t.app, DEMO_AGENCY.name);
  });
  return suite;
}

export async function companyIdOf(db: Database, key: string): Promise<number> {
  const name = DEMO_COMPANIES.find((company) => company.key === key)!.name;
  const [row] = await db
    .select({ id: hiringCompanies.id })
    .from(hiringCompanies)
    .where(eq(hiringCompanies.name, name));
  return row.id;
}

/** An event through the console (ISO strings); answers its id. */
export async function createEvent(
  app: FastifyInstance,
  input: Record<string, unknown> & { companyId: number; siteId: SiteId },
): Promise<number> {
  const event = await consoleCreate(app, '/events', {
    title: 'テスト説明会',
    startAt: '2026-12-20T10:00:00+09:00',
    endAt: '2026-12-20T11:30:00+09:00',
    capacity: 10,
    ...input,
  });
  return event.id;
}

/** The browser's agency reserves the candidates on an event of site 25 (the answer as it comes). */
export const reserve = (browser: Browser, eventId: number, candidateIds: number[]) =>
  browser.write('POST', '25', `/event-infos/${eventId}/event-entries`, { candidateIds });

/** The browser's agency cancels a reservation on an event of site 25. */
export const cancelEntry = (browser: Browser, eventId: number, entryId: number) =>
  browser.write('PATCH', '25', `/event-infos/${eventId}/event-entries/${entryId}`, {
    status: 'CANCELED',
  });

/** `count` applicants of the agency, each referred to the company's job on the site. */
export async function insertCandidates(
  db: Database,
  options: { agencyId: number; siteId: SiteId; companyId: number; count: number; sei: string },
): Promise<number[]> {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.companyId, options.companyId), eq(jobs.siteId, options.siteId)))
    .orderBy(asc(jobs.id))
    .limit(1);
  const people = await db
    .insert(applicants)
    .values(
      Array.from({ length: options.count }, (_, i) => ({
        agencyId: options.agencyId,
        siteId: options.siteId,
        seiKanji: options.sei,
        meiKanji: `${i + 1}号`,
        seiKana: 'テスト',
        meiKana: `バンゴウ${i + 1}`,
        email: `${options.sei}-${i}-${options.agencyId}@test.example`,
        phone: '090-0000-0000',
      })),
    )
    .returning({ id: applicants.id });
  const rows = await db
    .insert(candidates)
    .values(
      people.map((person) => ({
        applicantId: person.id,
        jobId: job.id,
        agencyId: options.agencyId,
        siteId: options.siteId,
      })),
    )
    .returning({ id: candidates.id });
  return rows.map((row) => row.id);
}
