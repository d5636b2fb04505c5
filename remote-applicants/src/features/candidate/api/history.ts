// The 履歴 of a candidate or an applicant (GET /candidates/{id}/history, GET
// /applicants/{id}/history), paged by the api's cursor; every write refreshes it ('audit').
import { useInfiniteQuery } from '@tanstack/react-query';
import { callPagesQuery } from '@portal/shared/call-query';
import { messages } from '../../../messages';

export function useHistory(kind: 'candidate' | 'applicant', id: number) {
  const read = { params: { id } };
  const extra = { failure: messages.history.failed };
  return useInfiniteQuery({
    ...(kind === 'candidate'
      ? callPagesQuery('/candidates/{id}/history', read, extra)
      : callPagesQuery('/applicants/{id}/history', read, extra)),
    staleTime: 0,
  });
}
