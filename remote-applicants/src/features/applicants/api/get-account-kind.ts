// The logged-in account's kind (GET /settings/account): 重複をまとめる is the main account's only
// (the api answers 403 to a sub-account), so the button is shown to the main account alone.
// The read is the contract's, so the settings remote reads the same cache entry.
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';

export function useIsMainAccount(): boolean {
  const kind = useQuery({
    ...callQuery('/settings/account'),
    staleTime: 5 * 60_000,
    select: (account) => account.accountKind,
  });
  return kind.data === 'main';
}
