// GET /introduction-chat-thread-groups: the message groups, restricted to the selected company.
import { api } from '@portal/shared/api';

export function getThreadGroups(selectedCompanyId: number | null) {
  return api.get('/introduction-chat-thread-groups', {
    query: selectedCompanyId ? { selectedCompanyId } : {},
  });
}
