import { DEMO_COMPANIES, MATCHED_COMPANY_NAMES } from '../../seed/demo-data';
import { Browser, testAppForFile, signedIn } from '../../test/test-app';

const t = testAppForFile();
const demo = t.signedIn();

const byteOrder = (names: string[]) =>
  [...names].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));

it('answers 401 without a session', async () => {
  const response = await new Browser(t.app).get('25', '/job-companies');
  expect(response.statusCode).toBe(401);
});

it('lists only MATCHED companies with permitMatchingStatus=MATCHED, ordered by name', async () => {
  const response = await demo.get('25', '/job-companies?permitMatchingStatus=MATCHED');
  expect(response.statusCode).toBe(200);
  const data: { id: number; name: string }[] = response.json().data;
  expect(data.map((company) => company.name)).toEqual(byteOrder(MATCHED_COMPANY_NAMES));
  expect(Object.keys(data[0]).sort()).toEqual(['id', 'name']);
  expect(data.some((company) => [...company.name].length > 32)).toBe(true);
});

it('lists every linked company without the filter, and never an unlinked one', async () => {
  const all = await demo.get('25', '/job-companies');
  const names: string[] = all.json().data.map((company: { name: string }) => company.name);
  const linked = DEMO_COMPANIES.filter((company) => company.demoStatus).map((c) => c.name);
  expect(names).toEqual(byteOrder(linked));
});

it('shows each agency its own links', async () => {
  const other = await signedIn(t.app, 'other');
  const response = await other.get('25', '/job-companies?permitMatchingStatus=MATCHED');
  const expected = DEMO_COMPANIES.filter((c) => c.otherStatus === 'MATCHED').map((c) => c.name);
  expect(response.json().data.map((c: { name: string }) => c.name)).toEqual(byteOrder(expected));
});

it('answers an unknown status with 422', async () => {
  const response = await demo.get('25', '/job-companies?permitMatchingStatus=LINKED');
  expect(response.statusCode).toBe(422);
  expect(response.json().errors.permitMatchingStatus).toEqual([
    '選択された連携ステータスは正しくありません。',
  ]);
});
