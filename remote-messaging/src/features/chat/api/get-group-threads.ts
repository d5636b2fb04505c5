// GET /introduction-chat-groups/{id}/introduction-chat-threads: the threads of one group.
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';
import { useSelectedCompanyStore } from '@portal/shared/stores';

export const groupThreadsQuery = (groupId: number, selectedCompanyId: number | null) =>
  callQuery('/introduction-chat-groups/{id}/introduction-chat-threads', {
    params: { id: groupId },
    query: selectedCompanyId ? { selectedCompanyId } : undefined,
  });

/**
 * The threads of one group (loaded when the group is expanded).
 */
export function useGroupThreads(groupId: number, enabled: boolean) {
  const selectedCompanyId = useSelectedCompanyStore((state) => state.selectedCompanyId);
  return useQuery({ ...groupThreadsQuery(groupId, selectedCompanyId), enabled });
}
