// 重複をまとめる: what would move (GET merge-preview) and the merge (POST merge), which refreshes
// every applicant query (the list, both applicants, their referred jobs) and the candidates.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { queryKeys } from '../../../query-keys';

export function useMergePreview(keptId: number, sourceId: number | null) {
  return useQuery({
    queryKey: queryKeys.mergePreview(keptId, sourceId),
    queryFn: () =>
      unwrapResult(
        api.get('/applicants/{id}/merge-preview', {
          params: { id: keptId },
          query: { sourceApplicantId: sourceId! },
        }),
      ),
    enabled: sourceId !== null,
    retry: false,
  });
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
