// 実績's closed months counted ahead (issue 29): once a day, shortly after midnight Tokyo time,
// the background runner counts into funnel_rollup every agency's closed months that are not
// counted yet, so the first look at a month that has just closed reads the rollup instead of
// counting a month of history while the user waits. Once across replicas (the runner's daily
// key); a month is counted once even if a user asks for it at the same moment (funnel_months).
import { defineJob, scheduleDaily } from '../../background/runner';
import { countClosedMonthsAhead } from './funnel-queries';

export const FUNNEL_ROLLUP_JOB = defineJob<{ day: string }>('funnel-rollup', {
  run: async (_payload, { db, now }) => {
    await countClosedMonthsAhead(db, now());
  },
});

scheduleDaily(FUNNEL_ROLLUP_JOB.kind, { hour: 0, minute: 20 });
