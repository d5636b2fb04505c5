// GET /introduction-chat-thread-groups: the message groups, restricted to the selected company and
// to the keyword (spec 1 §7: the server searches title and company names).
import { keepPreviousData } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';

export const threadGroupsQuery = (selectedCompanyId: number | null, keyword = '') => ({
  ...callQuery('/introduction-chat-thread-groups', {
    query: {
      ...(selectedCompanyId ? { selectedCompanyId } : {}),
      ...(keyword ? { keyword } : {}),
    },
  }),
  // A new keyword keeps the list shown (narrowed at once on the page) until the server answers.
  placeholderData: keepPreviousData,
});
