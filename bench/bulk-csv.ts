// Bulk-referral benchmark: a 10,000-row CSV uploaded through the api and applied by the worker
// on PostgreSQL. Prints rows/s, the time and the api process's peak RSS and growth.
// Targets (issue 9): <= 10 s, <= 100 MB memory growth.
// Usage: node bench/bulk-csv.mjs [rows]   (DATABASE_URL defaults to postgres://root@127.0.0.1:5432/test)
import { FileStore } from '../api/src/files/file-store';
import { BulkWorker } from '../api/src/background/bulk-worker';
import { goodRow, HEADER, toCsv, upload } from '../api/src/modules/bulk/bulk-test-support';
import { Browser } from '../api/src/test/test-app';
import { runBench, withScratchApp } from './scratch-app';

const ROWS = Number(process.argv[2] ?? 10_000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  await withScratchApp(async (app, database) => {
    const browser = new Browser(app);
    await browser.login('25');
    const jobs = (await browser.get('25', '/jobs')).json().data as {
      id: number;
      jobName: string;
    }[];
    const job = jobs.find((j) => j.jobName === 'データサイエンティスト') ?? jobs[0];
    const csv = Buffer.from(toCsv([HEADER, ...Array.from({ length: ROWS }, (_, i) => goodRow(i))]));
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const response = await upload(browser, '25', job.id, 'bench.csv', csv);
    if (response.statusCode !== 202)
      throw new Error(`upload: ${response.statusCode} ${response.body}`);
    const accepted = performance.now();
    await new BulkWorker(database.db, new FileStore(database.db), {
      chunkSize: Number(process.env.BULK_CHUNK_SIZE ?? 1000),
    }).runOnce();
    const finished = performance.now();
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const detail = (await browser.get('25', `/jobs/${job.id}`)).json().data;
    const referred = (
      (await browser.get('25', `/jobs/${job.id}/candidates`)).json().data as unknown[]
    ).length;
    const seconds = (finished - started) / 1000;
    console.log(
      `rows: ${ROWS} (${mb(csv.length)} CSV), referred: ${referred}, import flag: ${detail.importFlag}`,
    );
    console.log(
      `upload answered in ${((accepted - started) / 1000).toFixed(2)} s (処理を開始しました)`,
    );
    console.log(
      `processed in ${seconds.toFixed(2)} s: ${Math.round(ROWS / seconds)} rows/s (target <= 10 s)`,
    );
    console.log(`peak RSS ${mb(peak)}, growth ${mb(peak - baseline)} (target <= 100 MB)`);
  });
}

runBench(main);
