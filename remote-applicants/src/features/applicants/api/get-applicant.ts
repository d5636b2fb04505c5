// GET /applicants/{id}: the edit form's values.
import { useQuery } from '@tanstack/react-query';
import type { ApplicantDetail } from '@portal/shared/contract/applicants';
import { http } from '@portal/shared/http';
import { unwrapResult } from '@portal/shared/query-client';
import { queryKeys } from '../../../query-keys';

export const getApplicant = (id: number) => http.get<ApplicantDetail>(`applicants/${id}`);

export function useApplicant(id: number) {
  return useQuery({
    queryKey: queryKeys.applicant(id),
    queryFn: () => unwrapResult(getApplicant(id)),
  });
}
