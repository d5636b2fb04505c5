// The 回答待ち run of issue 29 as a job of the background runner (background/runner.ts):
// scheduleDaily enqueues it once a day with the key `dashboard-waiting:<Tokyo day>`, so any number
// of api replicas make one job, claimed by one; each agency's run of a day is also claimed by its
// own row (waiting_runs), so a retried job does nothing twice. It is scheduled at 08:59, a minute
// before the notification digest's 9:00 job, so its mail (key nextAction, when gathered) joins
// that morning's digest; the marks count whole business days, so they are those of 9:00.
import { defineJob, scheduleDaily } from '../../background/runner';
import { runWaitingEvaluation } from './waiting-service';

export const WAITING_JOB = defineJob<{ day: string }>('dashboard-waiting', {
  run: (_payload, { db, services, now }) => runWaitingEvaluation(db, services.notifications, now()),
});

scheduleDaily(WAITING_JOB.kind, { hour: 8, minute: 59 });
