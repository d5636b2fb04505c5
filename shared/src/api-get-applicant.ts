// GET /applicants/{id}: one applicant, read by remote-applicants (the edit form, the referred
// jobs' heading, the new-candidate page) and by remote-jobs (the referral form's identity
// fields). One call and one cache key, so a save in one remote is what the other reads.
import { api } from './api';

export const applicantQueryKey = (id: number) => ['applicants', 'detail', id] as const;

export function getApplicant(id: number) {
  return api.get('/applicants/{id}', { params: { id } });
}
