// The dependencies every route module receives: one object built by buildApp, so tests can swap
// the clock, the database or the mail transport without touching the routes.
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { FileStore } from './files/file-store';
import type { LiveHub } from './live/live-hub';
import type { MailService } from './mail/mail-service';
import type { NotificationService } from './notifications/notification-service';
import type { RateLimiter } from './plugins/rate-limit';
import type { SessionStore } from './plugins/session';

export interface Services {
  config: AppConfig;
  db: Database;
  sessions: SessionStore;
  mail: MailService;
  notifications: NotificationService;
  limiter: RateLimiter;
  files: FileStore;
  live: LiveHub;
  now: () => Date;
}
