// The seeded api, walked through every GET call of the contract the way a user meets them — the
// lists first, then each item taken from a list's answer, then what hangs off the items — with
// each answer validated against its response schema. The api runs without its own answer check
// here, so a shape outside the contract fails this test by name, never as a bare 500.
// Every GET declaration must be in WALK: a new one fails the test until it is added there.
import { z } from 'zod';
import { apiCalls, type CallKey } from '@portal/shared/contract/calls';
import type { CallDeclaration } from '@portal/shared/contract/define';
import { DOCS_ASSETS } from '@portal/shared/contract/docs';
import type { SiteId } from '@portal/shared/contract';
import { candidateAnswers } from '../db/schema/applicants';
import { FileStore } from '../files/file-store';
import { demoApplicant } from '../modules/candidates/fixtures.test-helper';
import { PDF, multipart } from '../modules/candidates/multipart.test-helper';
import { fileAnswerPath } from '../modules/referrals/refer-service';
import { api, Browser, consoleCall, testAppForFile, type TestApp } from '../test/test-app';
import { envelopeOf } from './route';

// Hundreds of requests on two sites: generous, for a machine busy with other suites.
jest.setTimeout(180_000);

type Params = Record<string, string | number>;
interface Input {
  params?: Params;
  query?: Record<string, string | number>;
}
/** One answer seen on the walk: the input it was asked with and its `data`. */
interface Seen {
  input: Input;
  data: unknown;
}
type Answers = (key: string) => Seen[];

// Readers of the answers seen so far (loosely typed: the schema check is what vouches for them).
type Row = Record<string, unknown>;
const rows = (data: unknown): Row[] =>
  Array.isArray(data) ? (data as Row[]) : (((data as Row)?.items as Row[]) ?? []);
const idOf = (seen: Seen) => seen.input.params?.id as number;

/** Each candidate reached so far. */
function fromCandidates(answers: Answers): Input[] {
  return answers('GET /candidates/{id}').map((seen) => ({ params: { id: idOf(seen) } }));
}

/** Each job of the job lists. */
function fromJobs(answers: Answers): Input[] {
  return answers('GET /jobs').flatMap((seen) =>
    rows(seen.data).map((job) => ({ params: { id: job.id as number } })),
  );
}

/**
 * How to call each GET of the contract, in walking order: its inputs from the answers of the
 * calls walked before it. A GET declaration missing here fails the test.
 */
const WALK: [CallKey, (answers: Answers) => Input[]][] = [
  ['GET /openapi.json', () => [{}]],
  ['GET /docs', () => [{}]],
  ['GET /docs/{asset}', () => DOCS_ASSETS.map((asset) => ({ params: { asset } }))],
  ['GET /applicants', (): Input[] => [{}, { query: { keyword: '佐藤' } }, { query: { limit: 1 } }]],
  [
    'GET /applicants/{id}',
    (answers) =>
      answers('GET /applicants').flatMap((seen) =>
        rows(seen.data).map((row) => ({ params: { id: row.id as number } })),
      ),
  ],
  [
    'GET /applicants/{id}/candidates',
    (answers) => answers('GET /applicants/{id}').map((seen) => ({ params: { id: idOf(seen) } })),
  ],
  [
    'GET /applicants/possible-duplicates',
    (answers) =>
      answers('GET /applicants/{id}').map((seen) => {
        const applicant = seen.data as Row;
        return {
          query: {
            name: applicant.fullNameKanji as string,
            kana: applicant.fullNameKana as string,
            phone: applicant.phone as string,
            email: applicant.email as string,
          },
        };
      }),
  ],
  [
    'GET /applicants/{id}/merge-preview',
    (answers) => {
      const ids = answers('GET /applicants/{id}').map(idOf);
      return ids.slice(1, 4).map((id) => ({
        params: { id: ids[0] },
        query: { sourceApplicantId: id },
      }));
    },
  ],
  [
    'GET /candidates/{id}',
    (answers) =>
      answers('GET /applicants/{id}/candidates').flatMap((seen) =>
        rows(seen.data).map((entry) => ({
          params: { id: (entry.candidate as Row).id as number },
        })),
      ),
  ],
  ...(
    [
      'GET /candidates/{id}/messages',
      'GET /candidates/{id}/esfiles',
      'GET /candidates/{id}/evaluations',
      'GET /candidates/{id}/tentative-events',
      'GET /candidates/{id}/event-history',
      'GET /candidates/{id}/follow-up',
    ] as const
  ).map(
    (key) =>
      [
        key,
        (answers: Answers) =>
          answers('GET /candidates/{id}').map((seen) => ({ params: { id: idOf(seen) } })),
      ] as [CallKey, (answers: Answers) => Input[]],
  ),
  [
    'GET /candidates/{id}/ef-files/{fileId}/download',
    (answers) =>
      answers('GET /candidates/{id}').flatMap((seen) =>
        ((seen.data as Row).formFields as Row[])
          .flatMap((field) => [field.answerValue].flat())
          .filter((value): value is Row => typeof (value as Row)?.fileId === 'number')
          .map((file) => ({ params: { id: idOf(seen), fileId: file.fileId as number } })),
      ),
  ],
  [
    'GET /candidates/{id}/messages/{messageId}/files',
    (answers) =>
      answers('GET /candidates/{id}/messages').flatMap((seen) =>
        rows(seen.data).flatMap((message) =>
          (message.attachments as Row[]).map((file) => ({
            params: { id: idOf(seen), messageId: message.id as number },
            query: { fileId: file.id as number },
          })),
        ),
      ),
  ],
  [
    'GET /candidates/{id}/esfiles/{fileId}/download',
    (answers) =>
      answers('GET /candidates/{id}/esfiles').flatMap((seen) =>
        rows(seen.data).map((file) => ({ params: { id: idOf(seen), fileId: file.id as number } })),
      ),
  ],
  [
    'GET /candidates/{id}/evaluations/{fileId}/files',
    (answers) =>
      answers('GET /candidates/{id}/evaluations').flatMap((seen) =>
        rows(seen.data)
          .filter((evaluation) => evaluation.evaluationPaperFileId !== null)
          .map((evaluation) => ({
            params: { id: idOf(seen), fileId: evaluation.evaluationPaperFileId as number },
          })),
      ),
  ],
  ['GET /candidates/{id}/referral-form', fromCandidates],
  ['GET /jobs', (): Input[] => [{}, { query: { status: 'finished', sortField: 'jobName' } }]],
  ['GET /jobs/{id}', fromJobs],
  ...(
    [
      'GET /jobs/{id}/entry-form-fields',
      'GET /jobs/{id}/company-id',
      'GET /jobs/{id}/candidates',
      'GET /jobs/{id}/changes',
      'GET /jobs/{id}/bulk-entry-form-fields',
      'GET /jobs/{id}/bulk-create-failed-candidates',
      'GET /jobs/{id}/bulk-import-results',
    ] as const
  ).map((key) => [key, fromJobs] as [CallKey, (answers: Answers) => Input[]]),
  [
    'GET /event-infos',
    (): Input[] =>
      ['2026/10', '2026/11', '2026/12', '2027/01'].map((eventHeldMonth) => ({
        query: { eventHeldMonth },
      })),
  ],
  [
    'GET /event-infos/{id}',
    (answers) =>
      answers('GET /event-infos').flatMap((seen) =>
        rows(seen.data).map((event) => ({ params: { id: event.id as number } })),
      ),
  ],
  [
    'GET /event-infos/{id}/not-reserving-candidates',
    (answers) => answers('GET /event-infos/{id}').map((seen) => ({ params: { id: idOf(seen) } })),
  ],
  ['GET /calendar-feed', () => [{}]],
  ['GET /introduction-chat-thread-groups', (): Input[] => [{}, { query: { keyword: '説明会' } }]],
  [
    'GET /introduction-chat-groups/{id}/introduction-chat-threads',
    (answers) =>
      answers('GET /introduction-chat-thread-groups').flatMap((seen) =>
        rows(seen.data).map((group) => ({ params: { id: group.bulkSendId as number } })),
      ),
  ],
  [
    'GET /introduction-chat-threads/{threadId}/introduction-chat-messages',
    (answers) =>
      answers('GET /introduction-chat-groups/{id}/introduction-chat-threads').flatMap((seen) =>
        rows(seen.data).map((thread) => ({ params: { threadId: thread.threadId as number } })),
      ),
  ],
  [
    'GET /introduction-chat-threads/{threadId}/introduction-chat-messages/{messageId}/files',
    (answers) =>
      answers('GET /introduction-chat-threads/{threadId}/introduction-chat-messages').flatMap(
        (seen) =>
          ((seen.data as Row).messages as Row[]).flatMap((message) =>
            (message.attachments as Row[]).map((file) => ({
              params: {
                threadId: seen.input.params?.threadId as number,
                messageId: message.id as number,
              },
              query: { fileId: file.id as number },
            })),
          ),
      ),
  ],
  ...(
    [
      'GET /sidebar/badges',
      'GET /job-companies',
      'GET /settings/account',
      'GET /settings/notifications',
      'GET /settings/permit-matchings',
      'GET /support',
    ] as const
  ).map((key) => [key, () => [{}]] as [CallKey, (answers: Answers) => Input[]]),
  ['GET /settings/staff', () => [{}]],
  ['GET /settings/waiting-thresholds', () => [{}]],
  ['GET /dashboard/summary', () => [{}]],
  [
    'GET /dashboard/tasks',
    (): Input[] => [{}, { query: { owner: 'all' } }, { query: { owner: 'all', state: 'done' } }],
  ],
  ['GET /dashboard/unplanned', (): Input[] => [{}, { query: { limit: 2 } }]],
  ['GET /dashboard/waiting', () => [{}]],
  ['GET /dashboard/funnel', (): Input[] => [{}, { query: { site: 'all', countBy: 'applicant' } }]],
  [
    'GET /dashboard/funnel/trend',
    (): Input[] => [{}, { query: { from: '2026-01', to: '2026-06', countBy: 'applicant' } }],
  ],
  [
    'GET /dashboard/funnel/referrals',
    (): Input[] => [{ query: { stage: 'referred', site: 'all' } }],
  ],
  ['GET /settings/webhooks', () => [{}]],
  [
    'GET /settings/webhooks/{id}/deliveries',
    (answers) =>
      answers('GET /settings/webhooks').flatMap((seen) =>
        rows(seen.data).map((row) => ({ params: { id: row.id as number } })),
      ),
  ],
  ['GET /settings/api-tokens', () => [{}]],
  [
    'GET /audit-records',
    (): Input[] => [
      {},
      { query: { limit: 5 } },
      { query: { action: 'referral.created', from: '2020-01-01', to: '2030-12-31' } },
    ],
  ],
  ['GET /audit-records/export', (): Input[] => [{}, { query: { action: 'message.sent' } }]],
  [
    'GET /applicants/{id}/history',
    (answers) => answers('GET /applicants/{id}').map((seen) => ({ params: { id: idOf(seen) } })),
  ],
  ['GET /candidates/{id}/history', fromCandidates],
  ['GET /infos', () => [{}]],
  [
    'GET /infos/{infoId}',
    (answers) =>
      answers('GET /infos').flatMap((seen) =>
        rows(seen.data).map((info) => ({ params: { infoId: info.id as number } })),
      ),
  ],
  ['GET /master/universities', () => [{}]],
  [
    'GET /master/universities/departments',
    (answers) =>
      answers('GET /master/universities')
        // The first schools (perhaps without faculty data) and two that have it.
        .flatMap((seen) => {
          const schools = seen.data as string[];
          return [
            ...schools.slice(0, 3),
            ...['東京大学', '早稲田大学'].filter((name) => schools.includes(name)),
          ];
        })
        .map((school) => ({ query: { school } })),
  ],
  [
    'GET /master/universities/majors',
    (answers) =>
      answers('GET /master/universities/departments').flatMap((seen) =>
        (seen.data as string[]).slice(0, 2).map((gakubu) => ({
          query: { school: seen.input.query?.school as string, gakubu },
        })),
      ),
  ],
];

const declared = apiCalls as Record<string, CallDeclaration>;

/** Why an answer is outside its call's contract; none when it fits. */
function answerProblems(key: string, status: number, body: unknown): string[] {
  const declaration = declared[key];
  const expected = declaration.status ?? 200;
  if (status !== expected) return [`answered ${status}, not ${expected}`];
  const envelope = envelopeOf(declaration);
  if (!envelope) return [];
  const result = envelope.safeParse(body);
  return result.success ? [] : [z.prettifyError(result.error)];
}

const fill = (path: string, params: Params = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));

/** A webhook endpoint with a logged attempt (a test event its closed port refused). */
async function addWebhook(t: TestApp, browser: Browser, siteId: SiteId) {
  const created = await browser.write('POST', siteId, '/settings/webhooks', {
    url: 'http://127.0.0.1:1/hooks',
    eventTypes: ['referral.status_changed'],
    active: true,
  });
  const { endpoint } = created.json().data as { endpoint: { id: number } };
  await browser.write('POST', siteId, `/settings/webhooks/${endpoint.id}/test`);
  await t.app.runner.tick();
}

/** What the seed does not hold yet: a file of each kind, added the way users and companies do. */
async function addFiles(t: TestApp, browser: Browser, siteId: SiteId) {
  const { applicant, referrals } = await demoApplicant(t.database.db, '佐藤', siteId);
  const candidateId = referrals[0].id;
  const upload = async (path: string, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    const response = await browser.request({
      method: 'POST',
      url: api(siteId, path),
      payload: body.payload,
      headers: { ...body.headers, 'x-xsrf-token': await browser.csrfToken(siteId) },
    });
    expect([path, response.statusCode]).toEqual([path, 201]);
  };
  await upload(`/candidates/${candidateId}/esfiles`, [
    { name: 'files', file: { filename: `ES_${siteId}.pdf`, content: PDF } },
  ]);
  await upload(`/candidates/${candidateId}/messages`, [
    { name: 'messageContent', value: '履歴書を添付します。' },
    { name: 'attachments[0]', file: { filename: '履歴書.pdf', content: PDF } },
  ]);
  const evaluation = await consoleCall(t.app, 'POST', `/candidates/${candidateId}/evaluations`, {
    stepName: '書類選考',
    evaluatorName: '人事部',
    evaluationStage: 'B',
    evaluations: [],
    paper: { name: '評価シート.pdf', base64: PDF.toString('base64') },
  });
  expect(evaluation.statusCode).toBe(201);
  // A company-chat message with an attachment, in the first thread of the first group.
  const groups = (await browser.get(siteId, '/introduction-chat-thread-groups')).json() as {
    data: { bulkSendId: number }[];
  };
  const threads = (
    await browser.get(
      siteId,
      `/introduction-chat-groups/${groups.data[0].bulkSendId}/introduction-chat-threads`,
    )
  ).json() as { data: { threadId: number }[] };
  await upload(
    `/introduction-chat-threads/${threads.data[0].threadId}/introduction-chat-messages`,
    [
      { name: 'messageContent', value: '資料を添付します。' },
      { name: 'attachments[]', file: { filename: '会社資料.pdf', content: PDF } },
    ],
  );
  // A file answer of the entry form, as the referral form stores it.
  const [fileId] = await new FileStore(t.database.db).saveAll(applicant.agencyId, [
    { name: '成績証明書.pdf', content: PDF },
  ]);
  await t.database.db.insert(candidateAnswers).values({
    candidateId,
    answerKey: 'file',
    value: [{ fileId, fileViewName: '成績証明書.pdf', path: fileAnswerPath(candidateId, fileId) }],
  });
}

const t = testAppForFile({ config: { checkAnswers: false } });

it('has a way to walk to every GET call of the contract', () => {
  const walked = new Set<string>(WALK.map(([key]) => key));
  const missing = Object.values(declared)
    // A live stream never ends: its events are checked by the live hub's own tests.
    .filter((declaration) => declaration.method === 'GET' && declaration.answer !== 'event-stream')
    .map((declaration) => `GET ${declaration.path}`)
    .filter((key) => !walked.has(key))
    .map((key) => `${key}: add it to WALK in api/src/contract/live-answers.test.ts`);
  expect(missing).toEqual([]);
});

it('tells an answer outside the contract from one inside it', () => {
  expect(answerProblems('GET /candidates/{id}/esfiles', 200, { data: [] })).toEqual([]);
  expect(
    answerProblems('GET /candidates/{id}/esfiles', 200, { data: [{ id: '1', name: 'a.pdf' }] }),
  ).not.toEqual([]);
  expect(answerProblems('GET /candidates/{id}/esfiles', 404, { message: 'x' })).not.toEqual([]);
});

describe.each(['25', 'mid'] as const)('the seeded api of site %s', (siteId) => {
  it('answers every GET call, lists to items to what hangs off them, in its contract', async () => {
    const browser = new Browser(t.app);
    await browser.login(siteId);
    await addFiles(t, browser, siteId);
    await addWebhook(t, browser, siteId);
    const seen = new Map<string, Seen[]>();
    const answers: Answers = (key) => seen.get(key) ?? [];
    const problems: string[] = [];
    // An item reached from several lists is asked once.
    const asked = new Set<string>();
    for (const [key, inputsOf] of WALK) {
      const declaration = declared[key];
      const inputs = inputsOf(answers);
      if (!inputs.length) problems.push(`${key}: the walk found nothing to ask it for`);
      for (const input of inputs) {
        const query = new URLSearchParams(
          Object.entries(input.query ?? {}).map(([name, value]): [string, string] => [
            name,
            String(value),
          ]),
        ).toString();
        const url = `${api(siteId, fill(declaration.path, input.params))}${query ? `?${query}` : ''}`;
        if (asked.has(url)) continue;
        asked.add(url);
        const response = await browser.request({ method: 'GET', url });
        const json = (declaration.answer ?? 'json') === 'json';
        const body: unknown = json ? response.json() : response.rawPayload;
        for (const problem of answerProblems(key, response.statusCode, body)) {
          problems.push(`${key} (${url}): ${problem}`);
        }
        if (json) seen.set(key, [...answers(key), { input, data: (body as Row).data }]);
      }
    }
    expect(problems).toEqual([]);
    // The walk reached the items and what hangs off them, not only the lists.
    expect(answers('GET /candidates/{id}/event-history').length).toBeGreaterThan(1);
  });
});
