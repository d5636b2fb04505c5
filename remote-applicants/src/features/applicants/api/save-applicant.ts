// POST /applicants and PUT /applicants/{id}; both refresh the list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicantQueryKey } from '@portal/shared/api-get-applicant';
import { applicantListKeys } from '@portal/shared/api-get-applicants';
import { api } from '@portal/shared/api';
import type { ApplicantPayload } from '@portal/shared/contract/applicants';
import { unwrapResult } from '@portal/shared/query-client';

export const createApplicant = (body: ApplicantPayload) => api.post('/applicants', { body });
export const updateApplicant = (id: number, body: ApplicantPayload) =>
  api.put('/applicants/{id}', { params: { id }, body });

export function useSaveApplicant(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ApplicantPayload) =>
      unwrapResult(id === null ? createApplicant(payload) : updateApplicant(id, payload)),
    onSuccess: async (saved) => {
      client.setQueryData(applicantQueryKey(saved.id), saved);
      await client.invalidateQueries({ queryKey: applicantListKeys.all });
    },
  });
}
