// 重複をまとめる: what would move (GET merge-preview) and the merge (POST merge), which refreshes
// every applicant query (the list, both applicants, their referred jobs) and the candidates.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { queryKeys } from '../../../query-keys';

export const getMergePreview = (keptId: number, sourceId: number) =>
  api.get('/applicants/{id}/merge-preview', {
    params: { id: keptId },
    query: { sourceApplicantId: sourceId },
  });

/** Runs only once a source is chosen (the hook's `enabled`). */
export const mergePreviewQuery = (keptId: number, sourceId: number | null) =>
  queryOptions({
    queryKey: queryKeys.mergePreview(keptId, sourceId),
    queryFn: () => unwrapResult(getMergePreview(keptId, sourceId!)),
    retry: false,
  });

export function useMergePreview(keptId: number, sourceId: number | null) {
  return useQuery({ ...mergePreviewQuery(keptId, sourceId), enabled: sourceId !== null });
}

export function useMergeApplicants(keptId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sourceApplicantId: number) =>
      unwrapResult(
        api.post('/applicants/{id}/merge', {
          params: { id: keptId },
          body: { sourceApplicantId },
        }),
      ),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['applicants'] });
      await client.invalidateQueries({ queryKey: ['candidates'] });
    },
  });
}
