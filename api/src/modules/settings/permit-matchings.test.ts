import { createCompany, setLinkStatus } from '../../company-console/service';
import { DEMO_AGENCY, DEMO_COMPANIES } from '../../seed/demo-data';
import { agencyIdOf, testAppForFile, signedIn } from '../../test/test-app';

const t = testAppForFile();
const demo = t.signedIn();

interface Row {
  id: number;
  companyName: string;
  companyEmail: string;
  status: string;
  companyCode: string | null;
}
const rows = async (browser = demo): Promise<Row[]> =>
  (await browser.get('25', '/settings/permit-matchings')).json().data;
const rowOf = async (name: string) => (await rows()).find((row) => row.companyName === name)!;

it('lists the linked and awaiting companies; codes only of linked ones', async () => {
  const list = await rows();
  expect(list).toHaveLength(DEMO_COMPANIES.filter((c) => c.demoStatus).length);
  const sakura = list.find((row) => row.companyName === '株式会社さくらフィナンシャルグループ');
  expect(sakura).toMatchObject({
    status: 'MATCHED',
    companyCode: 'SKRFG2026',
    companyEmail: 'recruit@sakura-fg.example',
  });
  const aoba = list.find((row) => row.companyName === '株式会社青葉フーズ');
  expect(aoba).toMatchObject({ status: 'UNMATCHED', companyCode: null });
});

it('refuses a wrong code with 422 and links with the right one (case and spaces ignored)', async () => {
  const aoba = await rowOf('株式会社青葉フーズ');
  const wrong = await demo.write('PUT', '25', `/settings/permit-matchings/${aoba.id}`, {
    companyCode: 'NOPE2026',
  });
  expect(wrong.statusCode).toBe(422);
  expect(wrong.json().errors).toEqual({ companyCode: ['企業コードが正しくありません。'] });
  const before = (await demo.get('25', '/sidebar/badges')).json().data.unmatchedCompany;

  const right = await demo.write('PUT', '25', `/settings/permit-matchings/${aoba.id}`, {
    companyCode: ' aobafd2026 ',
  });
  expect(right.statusCode).toBe(200);
  expect((await rowOf('株式会社青葉フーズ')).status).toBe('MATCHED');
  const matched = (await demo.get('25', '/job-companies?permitMatchingStatus=MATCHED')).json().data;
  expect(matched.map((c: { name: string }) => c.name)).toContain('株式会社青葉フーズ');
  expect((await demo.get('25', '/sidebar/badges')).json().data.unmatchedCompany).toBe(before - 1);
});

it("answers 404 for a company not linked to the caller's agency, and for a malformed id", async () => {
  const other = await signedIn(t.app, 'other');
  const toho = await rowOf('東邦精機工業株式会社');
  const response = await other.write('PUT', '25', `/settings/permit-matchings/${toho.id}`, {
    companyCode: 'TOHOSK2026',
  });
  expect(response.statusCode).toBe(404);
  expect((await rows(other)).map((row) => row.companyName)).not.toContain('東邦精機工業株式会社');
  expect(
    (await demo.write('PUT', '25', '/settings/permit-matchings/abc', { companyCode: 'X' }))
      .statusCode,
  ).toBe(404);
});

it('limits code guesses per agency: 429 with Retry-After', async () => {
  const company = await createCompany(t.database.db, {
    name: '株式会社しまなみ物産',
    email: 'jinji@shimanami.example',
  });
  const agencyId = await agencyIdOf(t.app, DEMO_AGENCY.name);
  await setLinkStatus(t.database.db, { agencyId, companyId: company.id, status: 'UNMATCHED' });
  const guess = (code: string) =>
    demo.write('PUT', '25', `/settings/permit-matchings/${company.id}`, { companyCode: code });
  // One wrong guess was already made in this file.
  for (let i = 0; i < 9; i++) expect((await guess(`GUESS${i}`)).statusCode).toBe(422);
  const limited = await guess(company.companyCode);
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
});
