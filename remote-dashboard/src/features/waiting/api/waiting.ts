// 回答待ち's reads: the referrals past their threshold (GET /dashboard/waiting, longest wait
// first) and, for 催促する, the referral's chase-up text (GET /candidates/{id}/follow-up).
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { callPagesQuery } from '@portal/shared/call-query';
import { unwrapResult } from '@portal/shared/query-client';
import { messages } from '../../../messages';
import type { OwnerChoice } from '../../tasks/api/tasks';

export function useWaiting(owner: OwnerChoice, companyId: number | null) {
  return useInfiniteQuery(
    callPagesQuery(
      '/dashboard/waiting',
      { query: { owner, companyId: companyId ?? undefined, limit: 50 } },
      { failure: messages.waitingError },
    ),
  );
}

export const getFollowUp = (candidateId: number) =>
  unwrapResult(api.get('/candidates/{id}/follow-up', { params: { id: candidateId } }));
