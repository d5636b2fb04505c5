// Console commands of the dashboard (issue 29): the 9:00 回答待ち run for a given instant (tests
// and demos; the api's schedule runs it each business day, once whatever the replicas), and a
// hiring company's own median response time per stage over the last 90 days.
// POST /console/api/waiting/run { at? } → { day, businessDay, agencies: [...] }
// GET /console/api/companies/{companyId}/response-times?at= → { companyId, from, to, stages }
import { z } from 'zod';
import { id } from '@portal/shared/contract/common';
import { FUNNEL_STAGES } from '@portal/shared/contract/dashboard';
import { FUNNEL_STAGE_LABELS } from '@portal/shared/dashboard-messages';
import { tokyoIso } from '@portal/shared/tokyo-time';
import { companyResponseRows } from '../modules/dashboard/funnel-queries';
import { runWaitingEvaluation } from '../modules/dashboard/waiting-service';
import { command } from './command';

const instant = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value))
  .optional();

export const runWaitingInput = z.object({
  /** The instant the run stands for (ISO 8601); omitted: now. */
  at: instant,
});

export const responseTimesInput = z.object({
  companyId: id,
  /** The end of the 90 days (ISO 8601); omitted: now. */
  at: instant,
});

const DAY_MS = 86_400_000;

export const DASHBOARD_COMMANDS = {
  'run-waiting': command({
    summary:
      'Run the 9:00 回答待ち evaluation for the Tokyo day of `at` ({ at? }, default now): marks, 企業への返信 tasks and the nextAction mail, once per agency and day → { day, businessDay, agencies }',
    input: runWaitingInput,
    labels: { at: '実行日時' },
    run: ({ db, notifications, now }, input) =>
      runWaitingEvaluation(db, notifications, input.at ?? now()),
  }),
  'company-response-times': command({
    summary:
      "A hiring company's own median response time per stage over the 90 days before `at` ({ companyId, at? })",
    input: responseTimesInput,
    labels: { companyId: '企業ID', at: '基準日時' },
    run: async ({ db, now }, input) => {
      const to = input.at ?? now();
      const from = new Date(to.getTime() - 90 * DAY_MS);
      const rows = await companyResponseRows(db, input.companyId, from, to);
      return {
        companyId: input.companyId,
        from: tokyoIso(from),
        to: tokyoIso(to),
        stages: FUNNEL_STAGES.filter((stage) => stage !== 'accepted').map((stage) => {
          const row = rows.find((found) => found.from_stage === stage);
          return {
            stage,
            label: FUNNEL_STAGE_LABELS[stage],
            moves: row ? Number(row.moves) : 0,
            medianDays:
              row && row.median_days !== null
                ? Math.round(Number(row.median_days) * 10) / 10
                : null,
          };
        }),
      };
    },
  }),
};
