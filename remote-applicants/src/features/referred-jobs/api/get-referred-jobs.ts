// GET /applicants/{id}/candidates, restricted to the globally selected company when one is set.
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';

/** The referred jobs column's list; an applicant row prefetches it on hover or focus. */
export const referredJobsQuery = (applicantId: number, companyId: number | null) =>
  callQuery('/applicants/{id}/candidates', {
    params: { id: applicantId },
    query: { selectedCompanyId: companyId ?? undefined },
  });

export function useReferredJobs(applicantId: number, companyId: number | null) {
  return useQuery(referredJobsQuery(applicantId, companyId));
}
