// GET /jobs/{id}/candidates: 紹介済み候補者一覧 (sorted and filtered locally).
import { useQuery } from '@tanstack/react-query';
import type { JobCandidate } from '@portal/shared/contract/jobs';
import { http } from '@portal/shared/http';
import { unwrapResult } from '@portal/shared/query-client';
import { jobKeys } from '../../../query-keys';

export const getJobCandidates = (jobId: number) =>
  http.get<JobCandidate[]>(`jobs/${jobId}/candidates`, {
    searchParams: { sortField: 'name', sortOrder: 'asc' },
  });

export function useJobCandidates(jobId: number) {
  return useQuery({
    queryKey: jobKeys.candidates(jobId),
    queryFn: () => unwrapResult(getJobCandidates(jobId)),
  });
}
