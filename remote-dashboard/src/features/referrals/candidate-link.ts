// Where a referral (or a task about one) opens: its candidate page under the applicant, else
// under the job, else the applicant; null when neither is known any more.
import { paths } from '@portal/shared/paths';
import type { SiteId } from '@portal/shared/site';

export interface ReferralPlace {
  candidateId: number | null;
  applicantId: number | null;
  jobId: number | null;
}

export function candidateHref(siteId: SiteId, place: ReferralPlace): string | null {
  const { candidateId, applicantId, jobId } = place;
  if (candidateId !== null && applicantId !== null && jobId !== null) {
    return paths.applicants.candidate(siteId, { applicantId, jobId, candidateId });
  }
  if (candidateId !== null && jobId !== null) {
    return paths.jobs.referredCandidate(siteId, { jobId, candidateId, applicantId });
  }
  if (applicantId !== null) return paths.applicants.jobs(siteId, { applicantId });
  return null;
}
