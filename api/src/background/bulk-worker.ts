// The durable bulk-referral queue (PostgreSQL; PGlite alike): an import row with flag 1 is
// claimed with FOR UPDATE SKIP LOCKED under a lease, its CSV (kept in the files table) is read
// again and the rows without a result are applied in chunks (modules/bulk/chunk.ts). A worker killed
// mid-file leaves its lease to expire; the next claim resumes where the results stop. Finished:
// flag 2 (all referred) or 4 (some failed); an import that keeps failing ends with flag 5.
// The database going away mid-file (a restart) is no failed attempt: the worker gives its claim
// back as soon as the database answers again and the next poll resumes the file.
import type { SiteId } from '@portal/shared/contract';
import { IMPORT_FLAG, type ImportFlag } from '@portal/shared/enums';
import type { Database } from '../db/client';
import { databaseUnavailable } from '../db/errors';
import type { FileStore } from '../files/file-store';
import type { LivePublisher } from '../live/live-hub';
import { formFieldsOf } from '../modules/jobs/queries';
import { applyChunk } from '../modules/bulk/chunk';
import { parseCsv } from '../modules/bulk/csv';
import {
  claimImport,
  countFailedRows,
  doneRowNumbers,
  finishImport,
  releaseImport,
  renewLease,
  type Claimed,
} from './bulk-worker-queries';

export interface BulkWorkerOptions {
  /** A claim older than this is taken over (the worker holding it died). */
  leaseMs?: number;
  chunkSize?: number;
  maxAttempts?: number;
  pollMs?: number;
  now?: () => Date;
  onError?: (error: unknown) => void;
  /**
   * Pause between chunks. PGlite has one connection: without a pause the worker's transactions
   * follow each other and the api's requests (the progress polls among them) wait to the end.
   */
  pauseMs?: number;
  /**
   * Tells the agency's open pages that an import moved on: its progress ('bulk-progress' live
   * event with its job) after a committed chunk at most every `progressEveryMs`, and 'bulk' when
   * it ends (or stops).
   */
  live?: LivePublisher;
  /** The least time between two progress events of one import (default 500 ms). */
  progressEveryMs?: number;
  /** Test hook: called after each committed chunk. */
  afterChunk?: (importId: number, done: number) => void | Promise<void>;
}

/** The claim this worker holds: the import and the lease times it may have written last. */
interface Held {
  id: number;
  /** The lease as last committed, and the renewal of a chunk whose commit is in doubt. */
  claimedAt: Date[];
  /** Given back because the database went away: the claim does not count as an attempt. */
  lostDatabase?: boolean;
}

export class BulkWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  /** A claim that could not be given back yet (the database was away). */
  private unreleased: Held | null = null;
  private readonly leaseMs: number;
  private readonly chunkSize: number;
  private readonly maxAttempts: number;
  private readonly now: () => Date;

  constructor(
    private readonly db: Database,
    private readonly files: FileStore,
    private readonly options: BulkWorkerOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 30_000;
    // 200 rows per transaction by default: larger chunks abort PGlite (WASM) on the multi-row
    // statements; the api gives PostgreSQL 1,000 (app.ts).
    this.chunkSize = options.chunkSize ?? 200;
    this.maxAttempts = options.maxAttempts ?? 3;
    this.now = options.now ?? (() => new Date());
  }

  /** Claims one pending import (or one whose lease expired); null when there is none. */
  async claim(): Promise<(Claimed & { claimed_at: Date }) | null> {
    const now = this.now();
    const expired = new Date(now.getTime() - this.leaseMs);
    const rows = await claimImport(this.db, now, expired);
    return rows[0] ? { ...rows[0], claimed_at: now } : null;
  }

  /**
   * Gives a claim back (its lease cleared) so the next poll takes the import again at once, and,
   * when the database went away, uncounts the attempt. Only while the lease is still the one this
   * worker wrote: after a long outage another worker may have taken the import over.
   */
  private async release(held: Held): Promise<void> {
    await releaseImport(this.db, held.id, held.claimedAt, held.lostDatabase);
  }

  private async finish(id: number, flag: ImportFlag) {
    await finishImport(this.db, id, flag, this.now);
  }

  /** The import's progress to the agency's open pages; a failed push only delays a refresh. */
  private async announce(claimed: Claimed, type: 'bulk' | 'bulk-progress'): Promise<void> {
    if (!this.options.live) return;
    await this.options.live
      .publish({
        agencyId: claimed.agency_id,
        siteId: claimed.site_id as SiteId,
        type,
        jobId: claimed.job_id,
      })
      .catch((error) => this.options.onError?.(error));
  }

  private async process(claimed: Claimed, held: Held): Promise<void> {
    await this.apply(claimed, held);
    // Finished (or stopped mid-file: the progress so far).
    await this.announce(claimed, 'bulk');
  }

  private async apply(claimed: Claimed, held: Held): Promise<void> {
    if (claimed.attempts > this.maxAttempts || claimed.file_id === null) {
      return this.finish(claimed.id, IMPORT_FLAG.UNEXPECTED_ERROR);
    }
    const file = await this.files.read(claimed.file_id, claimed.agency_id);
    if (!file) return this.finish(claimed.id, IMPORT_FLAG.UNEXPECTED_ERROR);
    const fields = await formFieldsOf(this.db, claimed.job_id);
    const { rows } = parseCsv(file.content, fields);
    const doneRows = await doneRowNumbers(this.db, claimed.id);
    const done = new Set(doneRows.map((row) => row.rowNumber));
    const pending = rows.filter((row) => !done.has(row.rowNumber));
    // The uploader sends the referrals (0: an import from before migration 0007, or a deleted account).
    const accountId = claimed.requested_by_account_id ?? 0;
    // The rows are sent later, without the request: an import through an API token is recorded
    // as its staff member's (the upload itself names the token).
    const auth = {
      accountId,
      agencyId: claimed.agency_id,
      siteId: claimed.site_id as SiteId,
      apiToken: null,
    };
    let applied = done.size;
    let announcedAt = Date.now();
    for (let i = 0; i < pending.length; i += this.chunkSize) {
      if (this.stopped) return;
      const chunk = pending.slice(i, i + this.chunkSize);
      const renewedAt = this.now();
      held.claimedAt = [held.claimedAt[0]!, renewedAt];
      await this.db.transaction(async (tx) => {
        await applyChunk(
          tx,
          { importId: claimed.id, jobId: claimed.job_id, auth, fields, now: this.now() },
          chunk,
        );
        // Renew the lease with the chunk: a live worker is never taken over.
        await renewLease(tx, claimed.id, renewedAt);
      });
      held.claimedAt = [renewedAt];
      applied += chunk.length;
      await this.options.afterChunk?.(claimed.id, applied);
      if (Date.now() - announcedAt >= (this.options.progressEveryMs ?? 500)) {
        announcedAt = Date.now();
        await this.announce(claimed, 'bulk-progress');
      }
      await new Promise((resolve) => setTimeout(resolve, this.options.pauseMs ?? 0));
    }
    const failed = await countFailedRows(this.db, claimed.id);
    await this.finish(
      claimed.id,
      failed > 0 ? IMPORT_FLAG.PARTIALLY_FAILED : IMPORT_FLAG.COMPLETED,
    );
  }

  /** Claims and processes imports until none is pending; answers how many it processed. */
  async runOnce(): Promise<number> {
    let count = 0;
    if (this.unreleased) {
      // The database is back (else this throws and the next poll tries again).
      await this.release(this.unreleased);
      this.unreleased = null;
    }
    for (;;) {
      if (this.stopped) return count;
      const claimed = await this.claim();
      if (!claimed) return count;
      count += 1;
      const held: Held = { id: claimed.id, claimedAt: [claimed.claimed_at] };
      try {
        await this.process(claimed, held);
      } catch (error) {
        this.options.onError?.(error);
        // Let the next poll retry it (attempts counts the claims, not the database going away);
        // the lease is released now, or once the database answers again.
        held.lostDatabase = databaseUnavailable(error);
        try {
          await this.release(held);
        } catch (releaseError) {
          // Otherwise its lease expires. Away, nothing more can be done until the next poll.
          if (databaseUnavailable(releaseError)) {
            this.unreleased = held;
            return count;
          }
        }
      }
    }
  }

  /** Polls in the background (the api process). */
  start(): void {
    this.stopped = false;
    const tick = () => {
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((error) => this.options.onError?.(error))
        .finally(() => {
          this.running = null;
          if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs ?? 1000);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
