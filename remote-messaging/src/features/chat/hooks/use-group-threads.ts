// The threads of one group (loaded when the group is expanded).
import { useQuery } from '@tanstack/react-query';
import { unwrapResult } from '@portal/shared/query-client';
import { useSelectedCompanyStore } from '@portal/shared/stores';
import { getGroupThreads } from '../api/get-group-threads';
import { chatKeys } from '../../../query-keys';

export function useGroupThreads(groupId: number, enabled: boolean) {
  const selectedCompanyId = useSelectedCompanyStore((state) => state.selectedCompanyId);
  return useQuery({
    queryKey: chatKeys.threads(groupId, selectedCompanyId),
    queryFn: () => unwrapResult(getGroupThreads(groupId, selectedCompanyId)),
    enabled,
  });
}
