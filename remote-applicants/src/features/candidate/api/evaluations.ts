// GET /candidates/{id}/evaluations.
import { useQuery } from '@tanstack/react-query';
import type { Evaluation } from '@portal/shared/contract/applicants';
import { http } from '@portal/shared/http';
import { unwrapResult } from '@portal/shared/query-client';
import { queryKeys } from '../../../query-keys';

export const getEvaluations = (id: number) =>
  http.get<Evaluation[]>(`candidates/${id}/evaluations`);

export function useEvaluations(id: number) {
  return useQuery({
    queryKey: queryKeys.evaluations(id),
    queryFn: () => unwrapResult(getEvaluations(id)),
  });
}
