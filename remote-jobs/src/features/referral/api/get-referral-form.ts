// GET /candidates/{id}/referral-form: the fields and stored answers the update form starts from.
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';

export function useReferralForm(candidateId: number | undefined) {
  return useQuery({
    ...callQuery('/candidates/{id}/referral-form', { params: { id: candidateId ?? 0 } }),
    staleTime: 0,
    enabled: candidateId !== undefined,
  });
}
