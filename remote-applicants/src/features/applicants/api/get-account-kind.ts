// The logged-in account's kind (GET /settings/account): 重複をまとめる is the main account's only
// (the api answers 403 to a sub-account), so the button is shown to the main account alone.
// The key is the settings remote's, so both read one cache entry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { queryKeys } from '../../../query-keys';

export const getAccount = () => api.get('/settings/account');

/** The whole account as the api answers it; a reader selects what it shows. */
export const accountQuery = () =>
  queryOptions({
    queryKey: queryKeys.account,
    queryFn: () => unwrapResult(getAccount()),
    staleTime: 5 * 60_000,
  });

export function useIsMainAccount(): boolean {
  const kind = useQuery({ ...accountQuery(), select: (account) => account.accountKind });
  return kind.data === 'main';
}
