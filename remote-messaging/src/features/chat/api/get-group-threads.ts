// GET /introduction-chat-groups/{id}/introduction-chat-threads: the threads of one group.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { chatKeys } from '../../../query-keys';

export function getGroupThreads(groupId: number, selectedCompanyId: number | null) {
  return api.get('/introduction-chat-groups/{id}/introduction-chat-threads', {
    params: { id: groupId },
    query: selectedCompanyId ? { selectedCompanyId } : {},
  });
}

export const groupThreadsQuery = (groupId: number, selectedCompanyId: number | null) =>
  queryOptions({
    queryKey: chatKeys.threads(groupId, selectedCompanyId),
    queryFn: () => unwrapResult(getGroupThreads(groupId, selectedCompanyId)),
  });
