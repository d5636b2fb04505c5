// Console commands of the jobs area (issue 9), with exactly these shapes, answers in { data }:
// POST /console/api/jobs, PUT /console/api/jobs/{id}, GET /console/api/candidates?agencyId=&jobId=.
import { command } from './command';
import {
  createJob,
  createJobInput,
  JOB_LABELS,
  listCandidatesInput,
  listJobCandidates,
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
    summary: 'Change any field of a job (fields given = the form replaced) → { id }',
    input: updateJobInput,
    labels: JOB_LABELS,
    run: ({ db }, input) => updateJob(db, input),
  }),
  'list-candidates': command({
    summary: "List an agency's candidates on a job ({ agencyId, jobId })",
    input: listCandidatesInput,
    labels: JOB_LABELS,
    run: ({ db }, input) => listJobCandidates(db, input),
  }),
};
