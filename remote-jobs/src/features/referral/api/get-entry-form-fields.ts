// GET /jobs/{id}/entry-form-fields: the referral form's field definitions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { jobKeys } from '../../../query-keys';

export const getEntryFormFields = (jobId: number) =>
  api.get('/jobs/{id}/entry-form-fields', { params: { id: jobId } });

export const entryFormFieldsQuery = (jobId: number) =>
  queryOptions({
    queryKey: jobKeys.fields(jobId),
    queryFn: () => unwrapResult(getEntryFormFields(jobId)),
  });

export function useEntryFormFields(jobId: number, enabled = true) {
  return useQuery({ ...entryFormFieldsQuery(jobId), enabled });
}
