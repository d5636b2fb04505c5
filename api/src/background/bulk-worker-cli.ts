// The bulk-referral worker as its own process (the api runs one inside itself too): polls the
// queue until stopped. `--once` processes what is pending and exits. Env: DATABASE_URL (required),
// BULK_CHUNK_SIZE, BULK_LEASE_MS, BULK_CHUNK_DELAY_MS (tests: slow it down to kill it mid-file).
import { postgresHandle, postgresPool } from '../db/client';
import { FileStore } from '../files/file-store';
import { createLiveHub } from '../live/live-hub';
import { BulkWorker } from './bulk-worker';

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const handle = postgresHandle(postgresPool(url, 2));
  const delay = Number(process.env.BULK_CHUNK_DELAY_MS ?? 0);
  const worker = new BulkWorker(handle.db, new FileStore(handle.db), {
    chunkSize: Number(process.env.BULK_CHUNK_SIZE ?? 1000),
    leaseMs: Number(process.env.BULK_LEASE_MS ?? 30_000),
    onError: (error) => console.error(error),
    // NOTIFY on the database: the api processes' streams tell the job's open pages.
    live: createLiveHub(handle),
    afterChunk: async (importId, done) => {
      // The CLI's output: one JSON line per applied chunk (an operator or a test follows it).
      console.log(JSON.stringify({ importId, done }));
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    },
  });
  if (process.argv.includes('--once')) {
    await worker.runOnce();
    await handle.close();
    return;
  }
  worker.start();
  const stop = async () => {
    await worker.stop();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
