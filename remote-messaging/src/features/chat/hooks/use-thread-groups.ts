// The message groups of the current site, restricted by the global company dropdown.
import { useQuery } from '@tanstack/react-query';
import { useSelectedCompanyStore } from '@portal/shared/stores';
import { threadGroupsQuery } from '../api/get-thread-groups';

export function useThreadGroups() {
  const selectedCompanyId = useSelectedCompanyStore((state) => state.selectedCompanyId);
  return useQuery(threadGroupsQuery(selectedCompanyId));
}
