// The threads of one group (loaded when the group is expanded).
import { useQuery } from '@tanstack/react-query';
import { useSelectedCompanyStore } from '@portal/shared/stores';
import { groupThreadsQuery } from '../api/get-group-threads';

export function useGroupThreads(groupId: number, enabled: boolean) {
  const selectedCompanyId = useSelectedCompanyStore((state) => state.selectedCompanyId);
  return useQuery({ ...groupThreadsQuery(groupId, selectedCompanyId), enabled });
}
