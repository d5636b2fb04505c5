// GET /introduction-chat-thread-groups: the message groups, restricted to the selected company.
import type { ChatThreadGroup } from '@portal/shared/contract/chat';
import { http } from '@portal/shared/http';

export function getThreadGroups(selectedCompanyId: number | null) {
  return http.get<ChatThreadGroup[]>('/introduction-chat-thread-groups', {
    searchParams: selectedCompanyId ? { selectedCompanyId } : {},
  });
}
