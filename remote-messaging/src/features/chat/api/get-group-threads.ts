// GET /introduction-chat-groups/{id}/introduction-chat-threads: the threads of one group.
import type { ChatThreadSummary } from '@portal/shared/contract/chat';
import { http } from '@portal/shared/http';

export function getGroupThreads(groupId: number, selectedCompanyId: number | null) {
  return http.get<ChatThreadSummary[]>(
    `/introduction-chat-groups/${groupId}/introduction-chat-threads`,
    { searchParams: selectedCompanyId ? { selectedCompanyId } : {} },
  );
}
