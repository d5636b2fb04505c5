// GET /jobs/{id}: one job, read by remote-jobs (the job page) and by remote-applicants (the
// summary of the new-candidate page). One call and one cache key, so a refresh in one remote
// (a bulk referral ending, a new referral) is what the other reads.
import type { JobDetail } from './contract/jobs';
import { http } from '@portal/shared/http';

export const jobQueryKey = (jobId: number) => ['jobs', 'detail', jobId] as const;

export function getJob(jobId: number) {
  return http.get<JobDetail>(`jobs/${jobId}`);
}
