// GET /jobs/{id}: one job, read by remote-jobs (the job page) and by remote-applicants (the
// summary of the new-candidate page). One call and one cache key, so a refresh in one remote
// (a bulk referral ending, a new referral) is what the other reads.
import { api } from './api';

export const jobQueryKey = (jobId: number) => ['jobs', 'detail', jobId] as const;

export function getJob(jobId: number) {
  return api.get('/jobs/{id}', { params: { id: jobId } });
}
