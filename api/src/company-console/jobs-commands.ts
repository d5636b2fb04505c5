// Console commands of the jobs area (issue 9), with exactly these shapes, answers in { data }:
// POST /console/api/jobs, PUT /console/api/jobs/{id}, GET /console/api/candidates?agencyId=&jobId=.
// A job update records what changed and mails it to the agencies on the job (issue 22).
import { command } from './command';
import { notifyJobChanged } from './job-changes-service';
import { listJobCandidates } from './jobs-queries';
import {
  createJob,
  createJobInput,
  JOB_LABELS,
  listCandidatesInput,
  updateJob,
  updateJobInput,
} from './jobs-service';

export const JOBS_COMMANDS = {
  'create-job': command({
    summary:
      'Create a job with its entry-form fields ({ companyId, siteId, jobName, ..., fields? }) → { id }',
    input: createJobInput,
    labels: JOB_LABELS,
    run: ({ db }, input) => createJob(db, input),
  }),
  'update-job': command({
    summary:
      'Change any field of a job (fields given = the form replaced); each changed field is recorded and mailed (jobPublish) to the agencies with candidates on it → { id, changes }',
    input: updateJobInput,
    labels: JOB_LABELS,
    run: async ({ db, notifications, publicUrl, now }, input) => {
      const updated = await updateJob(db, input, now());
      await notifyJobChanged(db, notifications, publicUrl, updated.id, updated.changes);
      return updated;
    },
  }),
  'list-candidates': command({
    summary: "List an agency's candidates on a job ({ agencyId, jobId })",
    input: listCandidatesInput,
    labels: JOB_LABELS,
    run: ({ db }, input) => listJobCandidates(db, input),
  }),
};
