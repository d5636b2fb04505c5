// GET /applicants/{id}/candidates, restricted to the globally selected company when one is set.
import { useQuery } from '@tanstack/react-query';
import type { ReferredJobEntry } from '@portal/shared/contract/applicants';
import { http } from '@portal/shared/http';
import { unwrapResult } from '@portal/shared/query-client';
import { queryKeys } from '../../../query-keys';

export const getReferredJobs = (applicantId: number, companyId: number | null) =>
  http.get<ReferredJobEntry[]>(`applicants/${applicantId}/candidates`, {
    searchParams: { selectedCompanyId: companyId ?? undefined },
  });

export function useReferredJobs(applicantId: number, companyId: number | null) {
  return useQuery({
    queryKey: queryKeys.referredJobs(applicantId, companyId),
    queryFn: () => unwrapResult(getReferredJobs(applicantId, companyId)),
  });
}
