// GET /candidates/{id}/referral-form: the fields and stored answers the update form starts from.
import { useQuery } from '@tanstack/react-query';
import type { ReferralFormState } from '@portal/shared/contract/jobs';
import { http } from '@portal/shared/http';
import { unwrapResult } from '@portal/shared/query-client';
import { jobKeys } from '../../../query-keys';

export const getReferralForm = (candidateId: number) =>
  http.get<ReferralFormState>(`candidates/${candidateId}/referral-form`);

export function useReferralForm(candidateId: number | undefined) {
  return useQuery({
    queryKey: jobKeys.referralForm(candidateId ?? 0),
    queryFn: () => unwrapResult(getReferralForm(candidateId!)),
    enabled: candidateId !== undefined,
    staleTime: 0,
  });
}
