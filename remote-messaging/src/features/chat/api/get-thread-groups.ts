// GET /introduction-chat-thread-groups: the message groups, restricted to the selected company.
import { callQuery } from '@portal/shared/call-query';

export const threadGroupsQuery = (selectedCompanyId: number | null) =>
  callQuery('/introduction-chat-thread-groups', {
    query: selectedCompanyId ? { selectedCompanyId } : undefined,
  });
