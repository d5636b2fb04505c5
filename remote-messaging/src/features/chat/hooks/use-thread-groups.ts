// The message groups of the current site, restricted by the global company dropdown.
import { useQuery } from '@tanstack/react-query';
import { unwrapResult } from '@portal/shared/query-client';
import { useSelectedCompanyStore } from '@portal/shared/stores';
import { getThreadGroups } from '../api/get-thread-groups';
import { chatKeys } from '../../../query-keys';

export function useThreadGroups() {
  const selectedCompanyId = useSelectedCompanyStore((state) => state.selectedCompanyId);
  return useQuery({
    queryKey: chatKeys.groups(selectedCompanyId),
    queryFn: () => unwrapResult(getThreadGroups(selectedCompanyId)),
  });
}
