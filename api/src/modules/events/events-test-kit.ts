// Test helpers of the events area: console calls, events created the company's way, and
// candidates inserted directly (the applicants area owns their api).
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { SiteId } from '@portal/shared/contract';
import { DEFAULT_CONSOLE_TOKEN } from '../../config';
import type { Database } from '../../db/client';
import { applicants, candidates } from '../../db/schema/applicants';
import { hiringCompanies } from '../../db/schema/companies';
import { jobs } from '../../db/schema/jobs';
import { DEMO_COMPANIES } from '../../seed/demo-data';

export async function consoleCall(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/console/api${url}`,
    headers: { authorization: `Bearer ${DEFAULT_CONSOLE_TOKEN}` },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
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
  const response = await consoleCall(app, 'POST', '/events', {
    title: 'テスト説明会',
    startAt: '2026-12-20T10:00:00+09:00',
    endAt: '2026-12-20T11:30:00+09:00',
    capacity: 10,
    ...input,
  });
  if (response.statusCode !== 201) throw new Error(`create-event failed: ${response.body}`);
  return response.json().data.id;
}

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
