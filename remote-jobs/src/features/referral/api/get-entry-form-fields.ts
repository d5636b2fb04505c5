// GET /jobs/{id}/entry-form-fields: the referral form's field definitions.
import { useQuery } from '@tanstack/react-query';
import type { EntryFormField } from '@portal/shared/contract/jobs';
import { http } from '@portal/shared/http';
import { unwrapResult } from '@portal/shared/query-client';
import { jobKeys } from '../../../query-keys';

export const getEntryFormFields = (jobId: number) =>
  http.get<EntryFormField[]>(`jobs/${jobId}/entry-form-fields`);

export function useEntryFormFields(jobId: number, enabled = true) {
  return useQuery({
    queryKey: jobKeys.fields(jobId),
    queryFn: () => unwrapResult(getEntryFormFields(jobId)),
    enabled,
  });
}
