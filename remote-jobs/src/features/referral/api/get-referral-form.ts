// GET /candidates/{id}/referral-form: the fields and stored answers the update form starts from.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { jobKeys } from '../../../query-keys';

export const getReferralForm = (candidateId: number) =>
  api.get('/candidates/{id}/referral-form', { params: { id: candidateId } });

export const referralFormQuery = (candidateId: number) =>
  queryOptions({
    queryKey: jobKeys.referralForm(candidateId),
    queryFn: () => unwrapResult(getReferralForm(candidateId)),
    staleTime: 0,
  });

export function useReferralForm(candidateId: number | undefined) {
  return useQuery({ ...referralFormQuery(candidateId ?? 0), enabled: candidateId !== undefined });
}
