// The message groups of the current site, restricted by the global company dropdown and the
// keyword (sent once the typing stops; the previous answer stays meanwhile, filtered at once).
import { useQuery } from '@tanstack/react-query';
import { useSelectedCompanyStore } from '@portal/shared/stores';
import { useDebounced } from '@portal/shared/use-debounced';
import { threadGroupsQuery } from '@portal/shared/thread-groups';

export const KEYWORD_DELAY_MS = 300;

export function useThreadGroups(keyword = '') {
  const selectedCompanyId = useSelectedCompanyStore((state) => state.selectedCompanyId);
  const settled = useDebounced(keyword.trim(), KEYWORD_DELAY_MS);
  return useQuery(threadGroupsQuery(selectedCompanyId, settled));
}
