// GET /applicants/{id}: the edit form's values.
import { useQuery } from '@tanstack/react-query';
import { applicantQueryKey, getApplicant } from '@portal/shared/api-get-applicant';
import { unwrapResult } from '@portal/shared/query-client';

export function useApplicant(id: number) {
  return useQuery({
    queryKey: applicantQueryKey(id),
    queryFn: () => unwrapResult(getApplicant(id)),
  });
}
