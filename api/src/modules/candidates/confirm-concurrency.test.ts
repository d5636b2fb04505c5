// Confirming a tentative date under concurrent clicks books exactly one interview. Meaningful on
// PostgreSQL (DATABASE_URL), where the requests really overlap; PGlite serialises them.
import { eq } from 'drizzle-orm';
import { eventEntries } from '../../db/schema/events';
import { testAppForFile } from '../../test/test-app';
import { demoApplicant } from './fixtures.test-helper';

const t = testAppForFile();
const demo = t.signedIn();

it('books one event for many simultaneous confirms of one date and of different dates', async () => {
  const { referrals } = await demoApplicant(t.database.db, '佐藤');
  const id = referrals[0].id;
  const entriesBefore = await t.database.db.$count(eventEntries, eq(eventEntries.candidateId, id));
  const dates = (await demo.get('25', `/candidates/${id}/tentative-events`)).json().data
    .tentativeEvents;
  const token = await demo.csrfToken('25');
  const clicks = [0, 0, 0, 0, 0, 1, 2, 0, 1, 0].map((index) =>
    demo.request({
      method: 'PATCH',
      url: `/25/employment-agency/api/candidates/${id}/tentative-events/${dates[index].id}`,
      headers: { 'x-xsrf-token': token },
    }),
  );
  const responses = await Promise.all(clicks);
  const ok = responses.filter((response) => response.statusCode === 200);
  // The winner's date answers 200 to every click on it; the withdrawn dates answer 404.
  expect(responses.every((response) => [200, 404].includes(response.statusCode))).toBe(true);
  expect(new Set(ok.map((response) => response.json().data.eventInfoId)).size).toBe(1);
  expect(await t.database.db.$count(eventEntries, eq(eventEntries.candidateId, id))).toBe(
    entriesBefore + 1,
  );
  const after = (await demo.get('25', `/candidates/${id}/tentative-events`)).json().data
    .tentativeEvents;
  expect(after).toHaveLength(1);
  expect(after[0].isConfirmed).toBe(true);
});
