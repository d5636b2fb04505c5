// The daily notification digest at 9:00 Tokyo time, a job of the background runner
// (background/runner.ts): scheduleDaily enqueues it once a day with the key
// `notification-digest:<Tokyo day>`, so any number of api replicas make one job, claimed by one;
// a replica that was down at 9:00 enqueues it when it starts. The digest of an agency and day is
// also claimed once by itself (NotificationService.runDigests), so a retried run sends nothing twice.
import { defineJob, scheduleDaily } from '../background/runner';
import { DIGEST_HOUR_TOKYO } from './notification-service';

export const DIGEST_JOB = defineJob<{ day: string }>('notification-digest', {
  run: (_payload, { services, now }) => services.notifications.runDigests(now()),
});

scheduleDaily(DIGEST_JOB.kind, { hour: DIGEST_HOUR_TOKYO, minute: 0 });
