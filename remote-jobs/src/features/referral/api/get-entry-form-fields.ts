// GET /jobs/{id}/entry-form-fields: the referral form's field definitions.
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';

export function useEntryFormFields(jobId: number, enabled = true) {
  return useQuery({
    ...callQuery('/jobs/{id}/entry-form-fields', { params: { id: jobId } }),
    enabled,
  });
}
