// GET /candidates/{id}/referral-form: the fields and stored answers the update form starts from.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { jobKeys } from '../../../query-keys';

export const getReferralForm = (candidateId: number) =>
  api.get('/candidates/{id}/referral-form', { params: { id: candidateId } });

export function useReferralForm(candidateId: number | undefined) {
  return useQuery({
    queryKey: jobKeys.referralForm(candidateId ?? 0),
    queryFn: () => unwrapResult(getReferralForm(candidateId!)),
    enabled: candidateId !== undefined,
    staleTime: 0,
  });
}
