// Fixed-window rate limiting on database counters. A limited request is a 429 with Retry-After
// and a Laravel body whose field message says how long to wait.
import type { Database } from '../db/client';
import { HttpError } from './http-errors';
import {
  countHit,
  deleteCounter,
  deleteCounterFamily,
  deleteExpiredCounters,
  readCounter,
} from './rate-limit-queries';

export interface RateRule {
  /** Hits allowed per window. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** The limits of the product, in one place. */
export const RATE_RULES = {
  /** Wrong passwords for one account from one address (Laravel's `email|ip` throttle key). */
  loginFailuresPerAccountAndIp: { max: 5, windowMs: 15 * MINUTE },
  /**
   * Wrong passwords for one account from every address together: stops guessing spread over
   * many addresses. One address can add at most 5, so locking a user out takes 10 addresses.
   */
  loginFailuresPerAccount: { max: 50, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { max: 50, windowMs: 15 * MINUTE },
  forgotPasswordPerEmail: { max: 3, windowMs: 15 * MINUTE },
  forgotPasswordPerIp: { max: 20, windowMs: 15 * MINUTE },
  resetPasswordFailuresPerIp: { max: 20, windowMs: 15 * MINUTE },
  companyCodeFailuresPerEmail: { max: 5, windowMs: 15 * MINUTE },
  companyCodeFailuresPerIp: { max: 20, windowMs: 15 * MINUTE },
  verifyHashFailuresPerIp: { max: 20, windowMs: 15 * MINUTE },
  passwordChangeFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE },
  linkCodeFailuresPerAgency: { max: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateRule>;

export const TOO_MANY_REQUESTS_MESSAGE =
  'リクエストが多すぎます。しばらくしてから再度お試しください。';

export function tooManyRequests(retryAfterSeconds: number, field?: string): HttpError {
  const detail = `試行回数が多すぎます。${retryAfterSeconds}秒後に再度お試しください。`;
  return new HttpError(429, TOO_MANY_REQUESTS_MESSAGE, field ? { [field]: [detail] } : undefined, {
    'retry-after': String(retryAfterSeconds),
  });
}

export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Counts one hit (atomically, across replicas) and answers 429 when it is over the limit. */
  async hit(key: string, rule: RateRule, field?: string): Promise<void> {
    const now = this.now();
    const resetAt = new Date(now.getTime() + rule.windowMs);
    const row = await countHit(this.db, key, now, resetAt);
    if (row.hits > rule.max) throw tooManyRequests(this.secondsUntil(row.resetAt, now), field);
  }

  /** Answers 429 if the key is already at its limit, without counting (failures-only limits). */
  async assertBelow(key: string, rule: RateRule, field?: string): Promise<void> {
    const now = this.now();
    const row = await readCounter(this.db, key);
    if (row && row.resetAt > now && row.hits >= rule.max) {
      throw tooManyRequests(this.secondsUntil(row.resetAt, now), field);
    }
  }

  /** A success forgives earlier failures (a user who finally typed the right password). */
  async clear(key: string): Promise<void> {
    await deleteCounter(this.db, key);
  }

  /** Clears a key and every key that starts with `${key}|` (its per-address counters). */
  async clearFamily(key: string): Promise<void> {
    await deleteCounterFamily(this.db, key);
  }

  async sweepExpired(): Promise<void> {
    await deleteExpiredCounters(this.db, this.now());
  }

  private secondsUntil(resetAt: Date, now: Date): number {
    return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  }
}
