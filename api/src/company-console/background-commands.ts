// Console commands of the background runner (issue 30, api/src/background/runner.ts): the jobs by
// state — the dead letters with their last error — and a dead job queued again.
// GET /console/api/background-jobs { state?, kind?, limit? } → jobs newest first;
// POST /console/api/background-jobs/{id}/retry → the job, queued with its attempts anew
// (404 when there is no such job, 409 when it is not dead).
import { z } from 'zod';
import { id } from '@portal/shared/contract/common';
import { wakeRunners } from '../background/runner';
import { JOB_STATES, jobById, listJobs, requeueDeadJob } from '../background/runner-queries';
import { HttpError, notFound } from '../plugins/http-errors';
import { command } from './command';

export const listBackgroundJobsInput = z.object({
  state: z.enum(JOB_STATES).optional(),
  kind: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

const BACKGROUND_LABELS = { state: '状態', kind: '種類', limit: '件数', id: 'ID' };

export const NOT_DEAD_MESSAGE = 'この処理は失敗で止まっていないため、再実行できません。';

export const BACKGROUND_COMMANDS = {
  'list-background-jobs': command({
    summary:
      'List background jobs newest first ({ state?: queued|running|done|dead, kind?, limit? }): dead ones with their last error',
    input: listBackgroundJobsInput,
    labels: BACKGROUND_LABELS,
    run: ({ db }, input) => listJobs(db, input),
  }),
  'retry-background-job': command({
    summary: 'Queue a dead background job again with its attempts anew ({ id }) → the job',
    input: z.object({ id }),
    labels: BACKGROUND_LABELS,
    run: async ({ db, now }, input) => {
      const job = await jobById(db, input.id);
      if (!job) throw notFound();
      const queued = await requeueDeadJob(db, job.id, now());
      if (!queued) throw new HttpError(409, NOT_DEAD_MESSAGE);
      wakeRunners();
      return queued;
    },
  }),
};
