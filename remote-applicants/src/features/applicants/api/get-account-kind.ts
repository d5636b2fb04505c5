// The logged-in account's kind (GET /settings/account): 重複をまとめる is the main account's only
// (the api answers 403 to a sub-account), so the button is shown to the main account alone.
// The key is the settings remote's, so both read one cache entry.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { queryKeys } from '../../../query-keys';

export function useIsMainAccount(): boolean {
  const kind = useQuery({
    queryKey: queryKeys.account,
    queryFn: () => unwrapResult(api.get('/settings/account')),
    select: (account) => account.accountKind,
    staleTime: 5 * 60_000,
  });
  return kind.data === 'main';
}
