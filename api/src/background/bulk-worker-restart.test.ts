// The worker killed mid-file (SIGKILL of a separate process) and restarted applies every row
// exactly once. Needs a PostgreSQL server (DATABASE_URL): PGlite cannot be shared by two processes.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { applicants, candidates } from '../db/schema/applicants';
import { bulkImportRows, bulkImports } from '../db/schema/bulk-imports';
import { FileStore } from '../files/file-store';
import { openJob } from '../modules/referrals/referral-test-support';
import { testAppForFile, NOW, signedIn } from '../test/test-app';
import { BulkWorker } from './bulk-worker';
import { goodRow, HEADER, toCsv, upload } from '../modules/bulk/bulk-test-support';

const onPostgres = process.env.DATABASE_URL ? it : it.skip;
const API_DIR = path.resolve(__dirname, '../..');
const ROWS = 600;

const t = testAppForFile({ now: () => NOW });

function runWorkerUntil(url: string, doneAtLeast: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-r', '@swc-node/register', 'src/background/bulk-worker-cli.ts'],
      {
        cwd: API_DIR,
        env: {
          ...process.env,
          DATABASE_URL: url,
          BULK_CHUNK_SIZE: '50',
          BULK_CHUNK_DELAY_MS: '150',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let buffer = '';
    child.stdout.on('data', (data: Buffer) => {
      buffer += data.toString();
      const lines = buffer.split('\n').filter(Boolean);
      const last = lines.length ? JSON.parse(lines[lines.length - 1]) : null;
      if (last && last.done >= doneAtLeast) {
        child.kill('SIGKILL');
        resolve(last.done);
      }
    });
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`worker exited early (${code})`));
    });
  });
}

onPostgres(
  'a worker killed mid-file resumes on restart and applies every row exactly once',
  async () => {
    const demo = await signedIn(t.app);
    const job = await openJob(demo);
    const rows = Array.from({ length: ROWS }, (_, i) => goodRow(1000 + i));
    const response = await upload(
      demo,
      '25',
      job.id,
      'big.csv',
      Buffer.from(toCsv([HEADER, ...rows])),
    );
    expect(response.statusCode).toBe(202);
    const url = t.database.pool!.options.connectionString!;

    const doneWhenKilled = await runWorkerUntil(url, 150);
    expect(doneWhenKilled).toBeLessThan(ROWS);
    const [partial] = await t.database.db
      .select()
      .from(bulkImports)
      .where(eq(bulkImports.jobId, job.id));
    expect(partial.importFlag).toBe(1);
    const applied = await t.database.db.$count(
      bulkImportRows,
      eq(bulkImportRows.importId, partial.id),
    );
    expect(applied).toBeGreaterThanOrEqual(150);
    expect(applied).toBeLessThan(ROWS);

    // A live lease is respected: a second worker started at once finds nothing to take over.
    const files = new FileStore(t.database.db);
    expect(await new BulkWorker(t.database.db, files, { leaseMs: 60_000 }).runOnce()).toBe(0);
    // Once the lease has expired, the restarted worker resumes where the results stop.
    expect(
      await new BulkWorker(t.database.db, files, { leaseMs: 0, chunkSize: 50 }).runOnce(),
    ).toBe(1);

    const [finished] = await t.database.db
      .select()
      .from(bulkImports)
      .where(eq(bulkImports.id, partial.id));
    expect(finished.importFlag).toBe(2);
    expect(
      await t.database.db.$count(bulkImportRows, eq(bulkImportRows.importId, partial.id)),
    ).toBe(ROWS);
    const referred = await t.database.db.$count(candidates, eq(candidates.jobId, job.id));
    expect(referred).toBe(ROWS);
    const people = await t.database.db
      .select({
        n: sql<number>`count(distinct ${applicants.email})::int`,
        total: sql<number>`count(*)::int`,
      })
      .from(applicants)
      .where(like(applicants.email, 'bulk%@example.jp'));
    expect(people[0]).toEqual({ n: ROWS, total: ROWS });
  },
  60_000,
);
