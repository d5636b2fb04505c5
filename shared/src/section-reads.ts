// A section's first reads, started when the pointer rests on its sidebar link or the keyboard
// focuses it (as a list row does for its detail, ./prefetch.ts): the section's page then finds
// its list in the cache, or on its way. Only the sections whose first screen is one list read
// with nothing but the selected company: 候補者管理 (the applicant pages) and メッセージ (the
// message groups). The page's own query factories, so the cache entry is the one the page reads.
import type { QueryClient } from '@tanstack/react-query';
import { applicantPagesQuery } from '@portal/shared/applicant-search';
import { useSelectedCompanyStore } from '@portal/shared/stores';
import { threadGroupsQuery } from '@portal/shared/thread-groups';

/** The sidebar link's path below /{id}/employment-agency/ → its section's first reads. */
const FIRST_READS: Readonly<Record<string, (client: QueryClient) => Promise<void>>> = {
  applicants: (client) => client.prefetchInfiniteQuery(applicantPagesQuery('')),
  chat: (client) =>
    client.prefetchQuery(threadGroupsQuery(useSelectedCompanyStore.getState().selectedCompanyId)),
};

/** Starts the first reads of the section `to` links to (none for the others); a fresh answer is kept. */
export function prefetchSectionReads(client: QueryClient, to: string): void {
  // prefetch… never throws and skips a fresh entry: hovering again costs nothing.
  void FIRST_READS[to]?.(client);
}
