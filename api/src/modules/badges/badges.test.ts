import { and, eq } from 'drizzle-orm';
import { candidates } from '../../db/schema/applicants';
import { bulkImports } from '../../db/schema/bulk-imports';
import { candidateMessages } from '../../db/schema/candidate-activity';
import { chatMessages, chatThreads } from '../../db/schema/chat';
import { hiringCompanies } from '../../db/schema/companies';
import { jobs } from '../../db/schema/jobs';
import { setLinkStatus } from '../../company-console/service';
import {
  DEMO_IMPORTED_JOBS_PER_SITE,
  DEMO_UNREAD_CANDIDATES_PER_SITE,
  DEMO_UNREAD_THREADS_PER_SITE,
} from '../../seed/demo-activity';
import { UNMATCHED_COMPANY_COUNT } from '../../seed/demo-data';
import { Browser, testAppForFile, signedIn } from '../../test/test-app';

const t = testAppForFile();
const demo = t.signedIn();

const badges = async (browser: Browser, siteId: '24' | '25' = '25') => {
  const response = await browser.get(siteId, '/sidebar/badges');
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

async function companyId(name: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: hiringCompanies.id })
    .from(hiringCompanies)
    .where(eq(hiringCompanies.name, name));
  return row.id;
}

it('answers 401 without a session', async () => {
  const response = await new Browser(t.app).get('25', '/sidebar/badges');
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: 'Unauthenticated.' });
});

it('counts the seeded rows of the demo agency', async () => {
  expect(await badges(demo)).toEqual({
    unreadThread: DEMO_UNREAD_THREADS_PER_SITE,
    importedJob: DEMO_IMPORTED_JOBS_PER_SITE,
    unreadCandidateThread: DEMO_UNREAD_CANDIDATES_PER_SITE,
    unmatchedCompany: UNMATCHED_COMPANY_COUNT,
    overdueTask: expect.any(Number),
  });
});

it("does not count another agency's rows", async () => {
  const other = await signedIn(t.app, 'other');
  expect(await badges(other)).toEqual({
    unreadThread: 0,
    importedJob: 0,
    unreadCandidateThread: 0,
    unmatchedCompany: 0,
    overdueTask: 0,
  });
});

it('follows the data: reading and receiving chat messages', async () => {
  const db = t.database.db;
  const before = await badges(demo);
  const [thread] = await db
    .select()
    .from(chatThreads)
    .where(
      and(
        eq(chatThreads.siteId, '25'),
        eq(chatThreads.title, '【2025年卒】会社説明会日程のご案内'),
      ),
    );
  await db
    .update(chatThreads)
    .set({ agencyReadAt: new Date() })
    .where(eq(chatThreads.id, thread.id));
  expect((await badges(demo)).unreadThread).toBe(before.unreadThread - 1);

  // The agency's own message does not make a thread unread; the company's reply does.
  await db.insert(chatMessages).values({
    threadId: thread.id,
    senderType: 'introduction_company',
    content: '<p>承知しました。</p>',
    createdAt: new Date(Date.now() + 1000),
  });
  expect((await badges(demo)).unreadThread).toBe(before.unreadThread - 1);
  await db.insert(chatMessages).values({
    threadId: thread.id,
    senderType: 'job_company',
    content: '<p>よろしくお願いいたします。</p>',
    createdAt: new Date(Date.now() + 2000),
  });
  expect((await badges(demo)).unreadThread).toBe(before.unreadThread);
  // Another site is not affected.
  expect((await badges(demo, '24')).unreadThread).toBe(DEMO_UNREAD_THREADS_PER_SITE);
});

it('follows the data: candidate messages read by the agency', async () => {
  const db = t.database.db;
  const siteCandidates = db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.siteId, '25'));
  const [candidate] = await siteCandidates;
  await db
    .update(candidateMessages)
    .set({ readByAgencyAt: new Date() })
    .where(eq(candidateMessages.candidateId, candidate.id));
  expect((await badges(demo)).unreadCandidateThread).toBe(DEMO_UNREAD_CANDIDATES_PER_SITE - 1);
});

it('follows the data: linking a company shows its failed bulk import and drops 未連携', async () => {
  const before = await badges(demo);
  const [{ agencyId }] = await t.database.db
    .select({ agencyId: bulkImports.agencyId })
    .from(bulkImports)
    .limit(1);
  await setLinkStatus(t.database.db, {
    agencyId,
    companyId: await companyId('北斗ロジスティクス株式会社'),
    status: 'MATCHED',
  });
  const after = await badges(demo);
  expect(after.unmatchedCompany).toBe(before.unmatchedCompany - 1);
  expect(after.importedJob).toBe(before.importedJob + 1);
});

it('follows the data: a newer successful import or a cleared history hides the flag', async () => {
  const db = t.database.db;
  const before = await badges(demo);
  const [mirai] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(eq(jobs.siteId, '25'), eq(jobs.companyId, await companyId('株式会社みらいソフトウェア'))),
    );
  const [failed] = await db.select().from(bulkImports).where(eq(bulkImports.jobId, mirai.id));
  await db.insert(bulkImports).values({ ...failed, id: undefined, importFlag: 2 });
  expect((await badges(demo)).importedJob).toBe(before.importedJob - 1);

  const [hokuto] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(eq(jobs.siteId, '25'), eq(jobs.companyId, await companyId('北斗ロジスティクス株式会社'))),
    );
  await db
    .update(bulkImports)
    .set({ historyClearedAt: new Date() })
    .where(eq(bulkImports.jobId, hokuto.id));
  expect((await badges(demo)).importedJob).toBe(before.importedJob - 2);
});
