// The dependencies every route module receives: one object built by buildApp (and the console's
// CLI), so tests can swap the clock, the database or the mail transport without touching the routes.
import type { Transporter } from 'nodemailer';
import type { AppConfig } from './config';
import { ApiTokenAuth } from './plugins/api-token';
import type { Database, DatabaseHandle } from './db/client';
import { FileStore } from './files/file-store';
import { createLiveHub, type LiveHub } from './live/live-hub';
import { MailService } from './mail/mail-service';
import { NotificationService } from './notifications/notification-service';
import { RateLimiter } from './plugins/rate-limit';
import { SessionStore } from './plugins/session';

export interface Services {
  config: AppConfig;
  db: Database;
  sessions: SessionStore;
  /** Bearer requests (API連携). */
  apiTokens: ApiTokenAuth;
  mail: MailService;
  notifications: NotificationService;
  limiter: RateLimiter;
  files: FileStore;
  live: LiveHub;
  now: () => Date;
}

/** The services on a database: mails go through `transport` (null: kept in the outbox only). */
export function createServices(
  database: DatabaseHandle,
  config: AppConfig,
  options: {
    transport: Transporter | null;
    now: () => Date;
    /** A failure of the live hub's listener (the api logs it). */
    onLiveError?: (error: unknown) => void;
  },
): Services {
  const { db } = database;
  const { now } = options;
  const mail = new MailService(db, options.transport, config.mailFrom);
  const limiter = new RateLimiter(db, now);
  return {
    config,
    db,
    now,
    sessions: new SessionStore(db, config.cookieSecure, now),
    apiTokens: new ApiTokenAuth(db, limiter, config.apiTokenRequestsPerMinute, now),
    limiter,
    mail,
    notifications: new NotificationService(db, mail),
    files: new FileStore(db),
    live: createLiveHub(database, options.onLiveError),
  };
}
