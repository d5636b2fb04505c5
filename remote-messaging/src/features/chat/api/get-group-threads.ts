// GET /introduction-chat-groups/{id}/introduction-chat-threads: the threads of one group.
import { api } from '@portal/shared/api';

export function getGroupThreads(groupId: number, selectedCompanyId: number | null) {
  return api.get('/introduction-chat-groups/{id}/introduction-chat-threads', {
    params: { id: groupId },
    query: selectedCompanyId ? { selectedCompanyId } : {},
  });
}
