// GET /candidates/{id}/evaluations.
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';

export function useEvaluations(id: number) {
  return useQuery(callQuery('/candidates/{id}/evaluations', { params: { id } }));
}
