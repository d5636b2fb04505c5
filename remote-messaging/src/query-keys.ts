// Query keys of the messaging remote: every chat query sits under ['chat'], so one invalidation
// (a live event, a send) refreshes groups, threads and the open thread together.
export const chatKeys = {
  all: ['chat'] as const,
  groups: (selectedCompanyId: number | null, keyword = '') =>
    ['chat', 'groups', selectedCompanyId, keyword] as const,
  threads: (groupId: number, selectedCompanyId: number | null) =>
    ['chat', 'threads', groupId, selectedCompanyId] as const,
  thread: (threadId: number) => ['chat', 'thread', threadId] as const,
};

/** The announcements of a service line (site id), and one announcement's detail. */
export const infoKeys = {
  list: (siteId: string) => ['infos', siteId] as const,
  detail: (siteId: string, id: number) => ['infos', siteId, id] as const,
};
