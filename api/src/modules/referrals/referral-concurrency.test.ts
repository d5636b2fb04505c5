// 20 submissions of one person at once (PostgreSQL: really concurrent; PGlite: serialised) make
// one applicant and one referral; the others are told the person is already referred.
import { and, eq } from 'drizzle-orm';
import { applicants, candidates } from '../../db/schema/applicants';
import { Browser, createTestApp, type TestApp } from '../../test/test-app';
import { answers, NOW, openJob, refer } from './referral-test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t.close());

it('20 concurrent referrals of one person make one applicant and one candidate', async () => {
  const browsers = await Promise.all(
    Array.from({ length: 4 }, async () => {
      const browser = new Browser(t.app);
      await browser.login('25');
      return browser;
    }),
  );
  const job = await openJob(browsers[0]);
  const person = { phone: '090-7777-8888', email: 'race@example.jp' };
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, i) => refer(browsers[i % 4], '25', job.id, answers(person))),
  );
  const codes = responses.map((r) => r.statusCode).sort();
  expect(codes.filter((c) => c === 201)).toHaveLength(1);
  expect(codes.filter((c) => c === 422)).toHaveLength(19);
  const people = await t.database.db
    .select({ id: applicants.id })
    .from(applicants)
    .where(and(eq(applicants.email, person.email), eq(applicants.siteId, '25')));
  expect(people).toHaveLength(1);
  const referred = await t.database.db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.applicantId, people[0].id), eq(candidates.jobId, job.id)));
  expect(referred).toHaveLength(1);
});

it('20 concurrent referrals of one person to different jobs make one applicant', async () => {
  const browser = new Browser(t.app);
  await browser.login('25');
  const jobs = (await browser.get('25', '/jobs')).json().data as { id: number }[];
  const person = { phone: '090-3333-4444', email: 'many.jobs@example.jp' };
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      refer(browser, '25', jobs[i % jobs.length].id, answers(person)),
    ),
  );
  expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(Math.min(20, jobs.length));
  expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 422)).toBe(true);
  const people = await t.database.db
    .select({ id: applicants.id })
    .from(applicants)
    .where(eq(applicants.email, person.email));
  expect(people).toHaveLength(1);
});
