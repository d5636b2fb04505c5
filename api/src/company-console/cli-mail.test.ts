// The console CLI delivers the mails its command wrote before it exits (through their mail jobs,
// as the api's runner would): a separate process on the test's PostgreSQL database, SMTP to a
// local sink. Needs a PostgreSQL server (DATABASE_URL): the test's PGlite is in this process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { listJobs } from '../background/runner-queries';
import { DEMO_AGENCY } from '../seed/demo-data';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { agencyIdOf, createTestApp, type TestApp } from '../test/test-app';

const onPostgres = process.env.DATABASE_URL ? it : it.skip;
const API_DIR = path.resolve(__dirname, '../..');

let t: TestApp;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
  await sink.close();
});

onPostgres(
  'sends the mail of issue-company-code before the process ends, once',
  async () => {
    const agencyId = await agencyIdOf(t.app, DEMO_AGENCY.name);
    const to = 'cli-mail@company.example';
    // Run asynchronously: the sink answers from this process's event loop.
    const result = await new Promise<{ status: number | null; stdout: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        [
          '-r',
          '@swc-node/register',
          'src/company-console/cli.ts',
          'issue-company-code',
          '--json',
          JSON.stringify({ agencyId, email: to }),
        ],
        {
          cwd: API_DIR,
          env: {
            ...process.env,
            DATABASE_URL: t.database.pool!.options.connectionString,
            SMTP_URL: sink.url,
          },
        },
      );
      let stdout = '';
      child.stdout.on('data', (data: Buffer) => (stdout += data.toString()));
      child.on('exit', (status) => resolve({ status, stdout }));
    });
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).data.companyCode).toMatch(/^[A-Z2-9]{12}$/);
    expect(sink.mails.filter((mail) => mail.to.includes(to))).toHaveLength(1);
    const jobs = await listJobs(t.database.db, { kind: 'mail', limit: 10 });
    expect(jobs[0]).toMatchObject({ state: 'done', attempts: 1 });
  },
  60_000,
);
