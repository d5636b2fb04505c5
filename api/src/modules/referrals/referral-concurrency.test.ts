// 20 submissions of one person at once (PostgreSQL: really concurrent; PGlite: serialised) make
// one applicant and one referral; the others are told the person is already referred.
import { and, eq } from 'drizzle-orm';
import { applicants, candidates } from '../../db/schema/applicants';
import { testAppForFile, NOW, signedIn } from '../../test/test-app';
import { answers, openJob, refer } from './referral-test-support';

const t = testAppForFile({ now: () => NOW });

it('20 concurrent referrals of one person make one applicant and one candidate', async () => {
  const browsers = await Promise.all(
    Array.from({ length: 4 }, async () => {
      const browser = await signedIn(t.app);
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
  const browser = await signedIn(t.app);
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

it('20 concurrent referrals of one person written in different forms make one applicant', async () => {
  const browsers = await Promise.all(
    Array.from({ length: 4 }, async () => {
      const browser = await signedIn(t.app);
      return browser;
    }),
  );
  const jobs = (await browsers[0].get('25', '/jobs')).json().data as { id: number }[];
  const phones = ['０９０-５５５５-６６６６', '09055556666', '+81 90 5555 6666', '090 5555 6666'];
  const emails = ['Ichiro.Form@Example.jp', 'ichiro.form@example.jp', ' ICHIRO.FORM@EXAMPLE.JP '];
  const names = ['髙橋', '高橋', '高槗'];
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      refer(
        browsers[i % 4],
        '25',
        jobs[i % jobs.length].id,
        answers({
          sei: names[i % names.length],
          phone: phones[i % phones.length],
          email: emails[i % emails.length],
        }),
      ),
    ),
  );
  expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 422)).toBe(true);
  expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(Math.min(20, jobs.length));
  const people = await t.database.db
    .select({ id: applicants.id, phone: applicants.phone, email: applicants.email })
    .from(applicants)
    .where(and(eq(applicants.phoneKey, '09055556666'), eq(applicants.siteId, '25')));
  expect(people).toHaveLength(1);
  // Stored as typed by whoever came first, matched on the keys.
  expect(phones).toContain(people[0].phone);
  const referred = await t.database.db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.applicantId, people[0].id));
  expect(referred).toHaveLength(Math.min(20, jobs.length));
});
