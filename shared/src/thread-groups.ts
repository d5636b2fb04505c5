// GET /introduction-chat-thread-groups: the message groups, restricted to the selected company and
// to the keyword (spec 1 §7: the server searches title and company names). Read by the chat
// section's list and, on the sidebar link's hover or focus, by the shell (./section-reads.ts):
// one query factory, so both fill the same cache entry.
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
