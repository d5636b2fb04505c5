// GET /introduction-chat-thread-groups: the message groups, restricted to the selected company and
// to the keyword (spec 1 §7: the server searches title and company names).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { chatKeys } from '../../../query-keys';

export function getThreadGroups(selectedCompanyId: number | null, keyword = '') {
  return api.get('/introduction-chat-thread-groups', {
    query: {
      ...(selectedCompanyId ? { selectedCompanyId } : {}),
      ...(keyword ? { keyword } : {}),
    },
  });
}

export const threadGroupsQuery = (selectedCompanyId: number | null, keyword = '') =>
  queryOptions({
    queryKey: chatKeys.groups(selectedCompanyId, keyword),
    queryFn: () => unwrapResult(getThreadGroups(selectedCompanyId, keyword)),
    // A new keyword keeps the list shown (narrowed at once on the page) until the server answers.
    placeholderData: keepPreviousData,
  });
