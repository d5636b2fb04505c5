// GET /candidates/{id}/evaluations.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { queryKeys } from '../../../query-keys';

export const getEvaluations = (id: number) =>
  api.get('/candidates/{id}/evaluations', { params: { id } });

export function useEvaluations(id: number) {
  return useQuery({
    queryKey: queryKeys.evaluations(id),
    queryFn: () => unwrapResult(getEvaluations(id)),
  });
}
