// GET /introduction-chat-thread-groups: the message groups, restricted to the selected company.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { chatKeys } from '../../../query-keys';

export function getThreadGroups(selectedCompanyId: number | null) {
  return api.get('/introduction-chat-thread-groups', {
    query: selectedCompanyId ? { selectedCompanyId } : {},
  });
}

export const threadGroupsQuery = (selectedCompanyId: number | null) =>
  queryOptions({
    queryKey: chatKeys.groups(selectedCompanyId),
    queryFn: () => unwrapResult(getThreadGroups(selectedCompanyId)),
  });
