// POST /applicants and PUT /applicants/{id}; both refresh the list and the applicant (the
// contract's CHANGES: 'applicants').
import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import type { ApplicantPayload } from '@portal/shared/contract/applicants';
import { unwrapResult } from '@portal/shared/query-client';

export const createApplicant = (body: ApplicantPayload) => api.post('/applicants', { body });
export const updateApplicant = (id: number, body: ApplicantPayload) =>
  api.put('/applicants/{id}', { params: { id }, body });

export function useSaveApplicant(id: number | null) {
  return useMutation({
    mutationFn: (payload: ApplicantPayload) =>
      unwrapResult(id === null ? createApplicant(payload) : updateApplicant(id, payload)),
  });
}
