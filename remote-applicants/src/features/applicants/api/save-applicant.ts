// POST /applicants and PUT /applicants/{id}; both refresh the list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicantQueryKey } from '@portal/shared/api-get-applicant';
import type { ApplicantDetail, ApplicantPayload } from '@portal/shared/contract/applicants';
import { http } from '@portal/shared/http';
import { unwrapResult } from '@portal/shared/query-client';
import { queryKeys } from '../../../query-keys';

export const createApplicant = (payload: ApplicantPayload) =>
  http.post<ApplicantDetail>('applicants', payload);
export const updateApplicant = (id: number, payload: ApplicantPayload) =>
  http.put<ApplicantDetail>(`applicants/${id}`, payload);

export function useSaveApplicant(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ApplicantPayload) =>
      unwrapResult(id === null ? createApplicant(payload) : updateApplicant(id, payload)),
    onSuccess: async (saved) => {
      client.setQueryData(applicantQueryKey(saved.id), saved);
      await client.invalidateQueries({ queryKey: queryKeys.applicantLists });
    },
  });
}
