// GET /candidates/{id}/evaluations.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { queryKeys } from '../../../query-keys';

export const getEvaluations = (id: number) =>
  api.get('/candidates/{id}/evaluations', { params: { id } });

export const evaluationsQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.evaluations(id),
    queryFn: () => unwrapResult(getEvaluations(id)),
  });

export function useEvaluations(id: number) {
  return useQuery(evaluationsQuery(id));
}
