// 重複をまとめる: what would move (GET merge-preview) and the merge (POST merge), which refreshes
// every applicant read (the list, both applicants, their referred jobs) and the candidates (the
// contract's CHANGES).
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { callQuery } from '@portal/shared/call-query';
import { unwrapResult } from '@portal/shared/query-client';

/** Runs only once a source is chosen. */
export function useMergePreview(keptId: number, sourceId: number | null) {
  return useQuery({
    ...callQuery('/applicants/{id}/merge-preview', {
      params: { id: keptId },
      query: { sourceApplicantId: sourceId ?? 0 },
    }),
    retry: false,
    enabled: sourceId !== null,
  });
}

export function useMergeApplicants(keptId: number) {
  return useMutation({
    mutationFn: (sourceApplicantId: number) =>
      unwrapResult(
        api.post('/applicants/{id}/merge', {
          params: { id: keptId },
          body: { sourceApplicantId },
        }),
      ),
  });
}
