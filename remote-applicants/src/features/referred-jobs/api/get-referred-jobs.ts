// GET /applicants/{id}/candidates, restricted to the globally selected company when one is set.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { queryKeys } from '../../../query-keys';

export const getReferredJobs = (applicantId: number, companyId: number | null) =>
  api.get('/applicants/{id}/candidates', {
    params: { id: applicantId },
    query: { selectedCompanyId: companyId ?? undefined },
  });

/** The referred jobs column's list; an applicant row prefetches it on hover or focus. */
export const referredJobsQuery = (applicantId: number, companyId: number | null) =>
  queryOptions({
    queryKey: queryKeys.referredJobs(applicantId, companyId),
    queryFn: () => unwrapResult(getReferredJobs(applicantId, companyId)),
  });

export function useReferredJobs(applicantId: number, companyId: number | null) {
  return useQuery(referredJobsQuery(applicantId, companyId));
}
