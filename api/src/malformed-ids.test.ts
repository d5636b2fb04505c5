// Every id in a write body is an id or a 422, never read as another one (issue 32: the merge
// given {"sourceApplicantId":[B]} merged B into A). Walks every write declaration of the agency
// api and of the company console; each field that holds an id (named …Id/…Ids and taking an
// integer) is sent as an array, a string, a float, an object and a boolean: the answer is a 422
// naming that field, and no table changed. A multipart field is text: digits only.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { apiCalls } from '@portal/shared/contract/calls';
import type { CallDeclaration } from '@portal/shared/contract/define';
import { consoleCalls } from './company-console/contract';
import { sendMultipart, type Part as ChatPart } from './modules/chat/test-helpers';
import { answers, openJob, refer, updateReferral } from './modules/referrals/referral-test-support';
import { agencyIdOf, consoleCall, testAppForFile } from './test/test-app';
import { DEMO_AGENCY } from './seed/demo-data';

jest.setTimeout(120_000);

const t = testAppForFile();
const browser = t.signedIn();

const ID_NAME = /(^id|Id|Ids)$/;

function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  let current = schema as
    { shape?: Record<string, z.ZodType>; unwrap?: () => z.ZodType } | undefined;
  while (current && !current.shape && current.unwrap) current = current.unwrap() as typeof current;
  return current?.shape ?? {};
}

/** The fields of a JSON body that hold one id or a list of ids. */
interface IdField {
  name: string;
  list: boolean;
}

function idFields(body: z.ZodType | undefined): IdField[] {
  return Object.entries(shapeOf(body))
    .filter(([name]) => ID_NAME.test(name))
    .flatMap(([name, schema]): IdField[] => {
      if (schema.safeParse(1).success) return [{ name, list: false }];
      if (schema.safeParse([1]).success) return [{ name, list: true }];
      return [];
    });
}

const isWrite = (method: string) => method !== 'GET';

/** Everything the database holds, table by table (what a refused write must leave as it was). */
async function snapshot(): Promise<Record<string, string>> {
  const rowsOf = async <T>(query: SQL) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const rows = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables: Record<string, string> = {};
  for (const { table_name: table } of rows) {
    // Sessions are touched by every request, refused or not.
    if (table === 'sessions') continue;
    const [row] = await rowsOf<{ digest: string }>(
      sql.raw(
        `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from "${table}" x`,
      ),
    );
    tables[table] = row!.digest;
  }
  return tables;
}

function malformed(real: number, list: boolean): unknown[] {
  const one = [[real], String(real), real + 0.5, { id: real }, true];
  return list ? [...one.map((value) => [value]), real, String(real)] : one;
}

function namesField(body: { errors?: Record<string, string[]> }, field: string): boolean {
  return Object.keys(body.errors ?? {}).some((key) => key === field || key.startsWith(`${field}.`));
}

/** Applicants of the demo agency on site 25: the merge's two sides must be real to prove no harm. */
async function twoApplicants(): Promise<[number, number]> {
  const rows = (await browser.get('25', '/applicants?limit=2')).json().data.items as {
    id: number;
  }[];
  return [rows[0]!.id, rows[1]!.id];
}

describe('a JSON write body never reads a malformed id', () => {
  const agencyWrites = Object.entries(apiCalls as Record<string, CallDeclaration>).filter(
    ([, call]) => isWrite(call.method) && call.body && idFields(call.body).length > 0,
  );

  it('finds the id fields of the agency api (the walk is not empty)', () => {
    const found = agencyWrites.flatMap(([key, call]) =>
      idFields(call.body).map((f) => `${key} ${f.name}`),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /applicants/{id}/merge sourceApplicantId',
        'POST /event-infos/{id}/event-entries candidateIds',
      ]),
    );
  });

  it('agency api: every id field as an array, a string, a float, an object → 422, nothing changed', async () => {
    const [kept, source] = await twoApplicants();
    const before = await snapshot();
    const wrong: string[] = [];
    for (const [key, call] of agencyWrites) {
      // The merge's sides are real applicants, so a coerced id would really merge.
      const path = call.path.replace('{id}', String(key.includes('/merge') ? kept : 1));
      for (const field of idFields(call.body)) {
        for (const value of malformed(source, field.list)) {
          const response = await browser.write(
            call.method as 'POST',
            '25',
            path.replace(/\{\w+\}/g, '1'),
            {
              [field.name]: value,
            },
          );
          if (response.statusCode !== 422 || !namesField(response.json(), field.name)) {
            wrong.push(
              `${key} ${field.name}=${JSON.stringify(value)} → ${response.statusCode} ${response.body.slice(0, 160)}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('company console: every id field of a body → 422, nothing changed', async () => {
    const agencyId = await agencyIdOf(t.app, DEMO_AGENCY.name);
    const before = await snapshot();
    const wrong: string[] = [];
    let fields = 0;
    for (const [key, call] of Object.entries(consoleCalls as Record<string, CallDeclaration>)) {
      if (!isWrite(call.method) || !call.body) continue;
      for (const field of idFields(call.body)) {
        fields++;
        for (const value of malformed(agencyId, field.list)) {
          const url = call.path.replace(/\{\w+\}/g, '1');
          const response = await consoleCall(t.app, call.method as 'POST', url, {
            [field.name]: value,
          });
          if (response.statusCode !== 422 || !namesField(response.json(), field.name)) {
            wrong.push(
              `${key} ${field.name}=${JSON.stringify(value)} → ${response.statusCode} ${response.body.slice(0, 160)}`,
            );
          }
        }
      }
    }
    expect(fields).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('a multipart id is digits only', () => {
  const BAD_TEXT = ['7.5', '7e0', ' 7', '[7]', '0x7', '-7', 'abc', '７', '{"id":7}', 'true'];

  it('declares no multipart id field the walk below does not send', () => {
    const declared = Object.entries(apiCalls as Record<string, CallDeclaration>).flatMap(
      ([key, call]) =>
        Object.keys(shapeOf(call.multipart))
          .filter((name) => ID_NAME.test(name))
          .map((name) => `${key} ${name}`),
    );
    expect(declared.sort()).toEqual([
      'POST /candidates/{id} introductionApplicantId',
      'POST /introduction-chat-thread-groups companyIds',
      'POST /jobs/{id}/candidates introductionApplicantId',
    ]);
  });

  it('紹介情報登録 and 紹介情報更新: introductionApplicantId malformed or repeated → 422, nothing changed', async () => {
    const job = await openJob(browser);
    const [applicant] = await twoApplicants();
    const created = await refer(browser, '25', job.id, answers({ sei: '検証' }));
    expect(created.statusCode).toBe(201);
    const candidateId = created.json().data.candidateId as number;
    const before = await snapshot();
    const wrong: string[] = [];
    const withId = (values: string[]) => [
      ...answers({ sei: '不正' }).filter((part) => part.name !== 'introductionApplicantId'),
      ...values.map((value) => ({ name: 'introductionApplicantId', value })),
    ];
    for (const values of [
      ...BAD_TEXT.map((value) => [value]),
      [String(applicant), String(applicant)],
    ]) {
      for (const [what, response] of [
        ['register', await refer(browser, '25', job.id, withId(values))],
        ['update', await updateReferral(browser, '25', candidateId, withId(values))],
      ] as const) {
        if (
          response.statusCode !== 422 ||
          !namesField(response.json(), 'introductionApplicantId')
        ) {
          wrong.push(
            `${what} ${JSON.stringify(values)} → ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('メッセージ新規作成: companyIds malformed → 422, nothing changed', async () => {
    const companies = (await browser.get('25', '/job-companies')).json().data as {
      id: number;
    }[];
    const real = companies[0]!.id;
    const before = await snapshot();
    const wrong: string[] = [];
    const lists = [
      `[[${real}]]`,
      '[true]',
      `[${real}.5]`,
      `[{"id":${real}}]`,
      `"${real}"`,
      `{"0":${real}}`,
    ];
    for (const value of [...lists, ...BAD_TEXT]) {
      const parts: ChatPart[] = [
        ['companyIds', value],
        ['threadTitle', '件名'],
        ['messageContent', '本文'],
      ];
      const response = await sendMultipart(
        browser,
        '25',
        '/introduction-chat-thread-groups',
        parts,
      );
      if (response.statusCode !== 422 || !namesField(response.json(), 'companyIds')) {
        wrong.push(`${value} → ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});

// The path of a write is text too: '1.5', '1e0' or ' 1' never name row 1.
it('a path id is digits only', async () => {
  const [kept, source] = await twoApplicants();
  for (const path of [
    `/applicants/${kept}.0/merge`,
    `/applicants/${kept}e0/merge`,
    `/applicants/%20${kept}/merge`,
  ]) {
    const response = await browser.write('POST', '25', path, { sourceApplicantId: source });
    expect([404, 422]).toContain(response.statusCode);
  }
  expect((await browser.get('25', `/applicants/${source}`)).statusCode).toBe(200);
});
