// The database going away while the bulk worker holds an import (a restart mid-file): the claim
// is given back as soon as the database answers again, without counting the attempt, and the
// next poll resumes where the results stop. The outage is simulated (a driver error with the
// codes PostgreSQL and the socket give), so PGlite and PostgreSQL alike.
import { eq } from 'drizzle-orm';
import { bulkImportRows, bulkImports } from '../db/schema/bulk-imports';
import { FileStore } from '../files/file-store';
import { openJob } from '../modules/referrals/referral-test-support';
import { testAppForFile, NOW, signedIn } from '../test/test-app';
import { BulkWorker } from './bulk-worker';
import { goodRow, HEADER, toCsv, upload } from '../modules/bulk/bulk-test-support';

const t = testAppForFile({ now: () => NOW });
afterEach(() => jest.restoreAllMocks());

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

it('gives an import back once the database is back, the attempt uncounted, and resumes it', async () => {
  const demo = await signedIn(t.app);
  const job = await openJob(demo);
  const rows = Array.from({ length: 250 }, (_, i) => goodRow(5000 + i));
  const csv = Buffer.from(toCsv([HEADER, ...rows]));
  expect((await upload(demo, '25', job.id, 'outage.csv', csv)).statusCode).toBe(202);
  const [pending] = await t.database.db
    .select({ id: bulkImports.id })
    .from(bulkImports)
    .where(eq(bulkImports.jobId, job.id));
  const state = async () => {
    const [row] = await t.database.db
      .select({
        flag: bulkImports.importFlag,
        attempts: bulkImports.attempts,
        claimedAt: bulkImports.claimedAt,
      })
      .from(bulkImports)
      .where(eq(bulkImports.id, pending.id));
    const applied = await t.database.db.$count(
      bulkImportRows,
      eq(bulkImportRows.importId, pending.id),
    );
    return { ...row, held: row.claimedAt !== null, applied };
  };

  let down = true;
  const errors: unknown[] = [];
  const worker = new BulkWorker(t.database.db, new FileStore(t.database.db), {
    chunkSize: 100,
    onError: (error) => errors.push(error),
    afterChunk: () => {
      if (!down) return;
      down = false;
      // The server goes away after the first chunk committed: the next statement fails, and so
      // does the worker's attempt to give its claim back.
      jest.spyOn(t.database.db, 'update').mockImplementationOnce(() => {
        throw coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
      });
      throw coded('terminating connection due to administrator command', '57P01');
    },
  });

  expect(await worker.runOnce()).toBe(1);
  expect(errors).toHaveLength(1);
  // Still held (its lease could not be cleared) and counted once, the first chunk applied.
  expect(await state()).toMatchObject({ flag: 1, attempts: 1, held: true, applied: 100 });

  // The next poll reaches the database: the claim is given back uncounted, taken again at once
  // (no waiting for the 30 s lease) and finished; every row once.
  expect(await worker.runOnce()).toBe(1);
  expect(await state()).toMatchObject({ flag: 2, attempts: 1, held: false, applied: 250 });
  const numbers = await t.database.db
    .select({ rowNumber: bulkImportRows.rowNumber })
    .from(bulkImportRows)
    .where(eq(bulkImportRows.importId, pending.id));
  expect(new Set(numbers.map((r) => r.rowNumber)).size).toBe(250);
});

it('still counts an attempt that failed for another reason', async () => {
  const demo = await signedIn(t.app);
  const job = await openJob(demo);
  const csv = Buffer.from(toCsv([HEADER, goodRow(6000), goodRow(6001)]));
  expect((await upload(demo, '25', job.id, 'bug.csv', csv)).statusCode).toBe(202);
  let failing = true;
  const worker = new BulkWorker(t.database.db, new FileStore(t.database.db), {
    chunkSize: 1,
    afterChunk: () => {
      if (!failing) return;
      failing = false;
      throw new TypeError("Cannot read properties of undefined (reading 'id')");
    },
  });
  // Given back (lease cleared) and claimed again by the same run: two claims, two attempts.
  expect(await worker.runOnce()).toBe(2);
  const [after] = await t.database.db
    .select({ flag: bulkImports.importFlag, attempts: bulkImports.attempts })
    .from(bulkImports)
    .where(eq(bulkImports.fileName, 'bug.csv'));
  expect(after).toEqual({ flag: 2, attempts: 2 });
});
