// A large file on the default chunk size applies every row (PGlite and PostgreSQL), telling the
// open pages its progress while it runs and its end once.
import { eq } from 'drizzle-orm';
import type { LiveEvent } from '@portal/shared/contract/chat';
import { bulkImports } from '../../db/schema/bulk-imports';
import { FileStore } from '../../files/file-store';
import { openJob } from '../referrals/referral-test-support';
import { testAppForFile, NOW, signedIn } from '../../test/test-app';
import { goodRow, HEADER, toCsv, upload } from './bulk-test-support';
import { BulkWorker } from '../../background/bulk-worker';

const t = testAppForFile({ now: () => NOW });

it('applies 3,000 rows with the default chunk size', async () => {
  const demo = await signedIn(t.app);
  const job = await openJob(demo);
  const rows = Array.from({ length: 3000 }, (_, i) => goodRow(5000 + i));
  expect(
    (await upload(demo, '25', job.id, 'big.csv', Buffer.from(toCsv([HEADER, ...rows])))).statusCode,
  ).toBe(202);
  const errors: unknown[] = [];
  const events: LiveEvent[] = [];
  const worker = new BulkWorker(t.database.db, new FileStore(t.database.db), {
    onError: (e) => errors.push(e),
    live: { publish: async (event) => void events.push(event) },
    progressEveryMs: 0,
  });
  await worker.runOnce();
  expect(errors).toEqual([]);
  // A progress event after every chunk but the last (which the end's event follows), then 'bulk'.
  expect(events.length).toBeGreaterThan(2);
  expect(events.slice(0, -1).every((event) => event.type === 'bulk-progress')).toBe(true);
  expect(events.at(-1)).toMatchObject({ type: 'bulk', jobId: job.id });
  const [done] = await t.database.db
    .select()
    .from(bulkImports)
    .where(eq(bulkImports.jobId, job.id));
  expect(done.importFlag).toBe(2);
  expect(
    ((await demo.get('25', `/jobs/${job.id}/candidates`)).json().data as unknown[]).length,
  ).toBe(3000);
}, 60_000);
