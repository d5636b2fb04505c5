// GET /introduction-chat-groups/{id}/introduction-chat-threads: the threads of one group.
import { callQuery } from '@portal/shared/call-query';

export const groupThreadsQuery = (groupId: number, selectedCompanyId: number | null) =>
  callQuery('/introduction-chat-groups/{id}/introduction-chat-threads', {
    params: { id: groupId },
    query: selectedCompanyId ? { selectedCompanyId } : undefined,
  });
