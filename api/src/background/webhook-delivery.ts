// Webhook deliveries on the background runner (issue 30). Every event is one delivery row per
// endpoint (modules/webhooks/emit.ts, in the change's transaction) and one runner job per attempt
// chain, enqueued in the same transaction: the runner claims it across replicas under a lease
// (a process killed mid-attempt leaves it to be attempted again: at least once), and a failed
// attempt throws so the runner retries it on this file's schedule of about 3 days. Every attempt
// is signed at its own time with the endpoint's secret and the delivery's webhook-id (the same on
// every retry and 再送), posted with a 10 s limit, no redirects and no private address
// (modules/webhooks/post.ts), and written to the log. An endpoint failing for 3 days is paused and
// the main account is mailed. A daily job deletes the log older than 30 days.
import { WEBHOOK_LOG_DAYS } from '@portal/shared/contract/webhooks';
import type { Database } from '../db/client';
import { postWebhook, ATTEMPT_TIMEOUT_MS } from '../modules/webhooks/post';
import { signedHeaders } from '../modules/webhooks/signing';
import { defineJob, enqueueJob, scheduleDaily, type JobContext } from './runner';
import {
  deleteOldDeliveries,
  deliveryWithEndpoint,
  pauseIfFailing,
  recordAttempt,
} from './webhook-delivery-queries';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The wait after each failed attempt of a chain (the Standard Webhooks / Svix schedule, stretched
 * to about 3 days): 10 attempts over 3 days 3 h; after the last one the delivery has failed.
 */
export const DEFAULT_BACKOFF_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  14 * HOUR,
  20 * HOUR,
  24 * HOUR,
];

/** An endpoint failing this long (no success in between) is paused. */
export const DEFAULT_FAILURE_WINDOW_MS = 3 * DAY;

export interface WebhookSchedule {
  /** The waits between attempts; its length + 1 is the number of attempts of a chain. */
  backoffMs: number[];
  failureWindowMs: number;
  timeoutMs: number;
}

const DEFAULT_SCHEDULE: WebhookSchedule = {
  backoffMs: DEFAULT_BACKOFF_MS,
  failureWindowMs: DEFAULT_FAILURE_WINDOW_MS,
  timeoutMs: ATTEMPT_TIMEOUT_MS,
};

// The runner's kinds are defined once per process: the schedule is the process's too.
let schedule: WebhookSchedule = DEFAULT_SCHEDULE;

/** The schedule of this process (tests shorten it: buildApp's webhookSchedule). */
export function configureWebhookSchedule(changes: Partial<WebhookSchedule> = {}): void {
  schedule = { ...DEFAULT_SCHEDULE, ...changes };
}

export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';
export const WEBHOOK_CLEANUP_JOB = 'webhook-log-cleanup';

export interface DeliveryJob {
  deliveryId: number;
  chain: number;
}

/** Enqueues the chain's job in the caller's transaction (the event's, a 再送's, a resumption's). */
export function enqueueDelivery(executor: Pick<Database, 'insert'>, job: DeliveryJob) {
  return enqueueJob<DeliveryJob>(executor, WEBHOOK_DELIVERY_JOB, job, {
    key: `${job.deliveryId}:${job.chain}`,
    maxAttempts: schedule.backoffMs.length + 1,
  });
}

class FailedAttempt extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookAttemptFailed';
  }
}

const PAUSED_MAIL_SUBJECT = '【紹介会社ポータル】Webhookの送信を停止しました';

/** One attempt of the chain; throws when it failed and the runner is to try again. */
export async function attemptDelivery(job: DeliveryJob, context: JobContext): Promise<void> {
  const { db, services } = context;
  const delivery = await deliveryWithEndpoint(db, job.deliveryId);
  // Deleted with its endpoint, or a newer chain (再送) took over: nothing to do.
  if (!delivery || delivery.chain !== job.chain || delivery.state !== 'pending') return;
  // Paused: the delivery waits; turning the endpoint on again starts a new chain.
  if (!delivery.active) return;
  const body = JSON.stringify(delivery.payload);
  const at = context.now();
  const outcome = await postWebhook(
    delivery.url,
    { ...signedHeaders(delivery.secret, delivery.messageId, at, body) },
    body,
    { allowLocalHttp: services.config.webhookAllowLocalHttp },
    schedule.timeoutMs,
  );
  const { attempt, maxAttempts } = context.job;
  const lastAttempt = attempt >= maxAttempts;
  const wait = schedule.backoffMs[attempt - 1] ?? schedule.backoffMs.at(-1) ?? 0;
  const now = context.now();
  const nextAttemptAt = outcome.ok || lastAttempt ? null : new Date(now.getTime() + wait);
  const failingBefore = new Date(now.getTime() - schedule.failureWindowMs);
  const result = await db.transaction(async (tx) => {
    const written = await recordAttempt(tx, { delivery, at, ...outcome, nextAttemptAt });
    if (!written || outcome.ok) return { paused: false, mail: null };
    const paused = await pauseIfFailing(tx, delivery.endpointId, failingBefore, now);
    if (!paused) return { paused: false, mail: null };
    const mail = paused.mainEmail
      ? await services.mail.store(
          {
            to: paused.mainEmail,
            subject: PAUSED_MAIL_SUBJECT,
            text: [
              '次のWebhookの送信先が3日間にわたって正常に応答しなかったため、送信を停止しました。',
              '',
              `送信先URL：${paused.url}`,
              '',
              '送信先を確認のうえ、設定の「API連携」でWebhookを有効に戻してください。',
              '有効に戻すと、届いていない送信を再開します。',
            ].join('\n'),
          },
          tx,
        )
      : null;
    return { paused: true, mail };
  });
  if (result.mail) services.mail.dispatch([result.mail]);
  // Paused now: the delivery waits for the endpoint to be turned on again.
  if (outcome.ok || result.paused) return;
  throw new FailedAttempt(
    outcome.statusCode === null
      ? outcome.responseHead
      : `HTTP ${outcome.statusCode} (attempt ${attempt} of ${maxAttempts})`,
  );
}

defineJob<DeliveryJob>(WEBHOOK_DELIVERY_JOB, {
  maxAttempts: DEFAULT_BACKOFF_MS.length + 1,
  backoff: (attempt) => schedule.backoffMs[attempt - 1] ?? schedule.backoffMs.at(-1) ?? 0,
  // Longer than one attempt (10 s) with room: a lease never expires under a live attempt.
  leaseMs: 60_000,
  run: attemptDelivery,
});

/** Deletes the delivery log older than 30 days (daily). */
export async function cleanupWebhookLog(db: Database, now: Date): Promise<number> {
  return deleteOldDeliveries(db, new Date(now.getTime() - WEBHOOK_LOG_DAYS * DAY));
}

defineJob<{ day: string }>(WEBHOOK_CLEANUP_JOB, {
  run: (_payload, { db, now }) => cleanupWebhookLog(db, now()),
});
scheduleDaily(WEBHOOK_CLEANUP_JOB, { hour: 4, minute: 10 });
