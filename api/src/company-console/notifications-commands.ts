// Console command of the notification digest (issue 22): runs the daily digest now (tests and
// demos), as the 9:00 Tokyo schedule of every api replica does. Exact shape (api/README.md):
// POST /console/api/digests/run { at? } → { day, digests: [{ agencyId, items, recipients }] }.
import { z } from 'zod';
import { command } from './command';

export const runDigestsInput = z.object({
  /** The instant the run stands for (ISO 8601); omitted: now. Items up to it are sent. */
  at: z.iso
    .datetime({ offset: true })
    .transform((value) => new Date(value))
    .optional(),
});

export const NOTIFICATION_COMMANDS = {
  'run-digests': command({
    summary:
      'Run the daily notification digest for the Tokyo day of `at` ({ at? }, ISO 8601, default now): one mail per agency and day, whatever the replicas → { day, digests }',
    input: runDigestsInput,
    labels: { at: '実行日時' },
    run: ({ notifications, now }, input) => notifications.runDigests(input.at ?? now()),
  }),
};
