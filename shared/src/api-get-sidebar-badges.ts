// GET /sidebar/badges: the counts behind the sidebar's badge dots, in the one query cache. The
// shell refetches them on every page, the live stream pushes new counts (setSidebarBadges), and
// any app asks for a refresh after reading or changing something they count.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { READS } from './contract/cache';
import type { SidebarBadges } from './contract/sidebar';
import type { Result } from './http';
import { queryClient, unwrapResult } from '@portal/shared/query-client';

export const EMPTY_BADGES: SidebarBadges = {
  unreadThread: 0,
  importedJob: 0,
  unreadCandidateThread: 0,
  unmatchedCompany: 0,
};

/** null in preview mode: the job preview renders inside the shell's frame without a server. */
export function getSidebarBadges(): Promise<Result<SidebarBadges | null>> {
  return api.get('/sidebar/badges');
}

export const sidebarBadgesQuery = queryOptions({
  queryKey: ['sidebar-badges'],
  queryFn: async (): Promise<SidebarBadges> => ({
    ...EMPTY_BADGES,
    ...(await unwrapResult(getSidebarBadges())),
  }),
  // Refetched when asked (refreshSidebarBadges) and by every write that changes 'badges'; a
  // failed refresh keeps the last known counts.
  staleTime: Infinity,
  meta: { tags: [...READS['GET /sidebar/badges']] },
});

export function useSidebarBadges(): SidebarBadges {
  return useQuery(sidebarBadgesQuery).data ?? EMPTY_BADGES;
}

/**
 * Any app calls this after reading or changing something the badges count. `joinRunning`: a
 * request already on its way answers (the shell's refresh on a page change), instead of a new one.
 */
export function refreshSidebarBadges({ joinRunning = false } = {}): Promise<void> {
  return queryClient.invalidateQueries(
    { queryKey: sidebarBadgesQuery.queryKey },
    { cancelRefetch: !joinRunning },
  );
}

/** Counts pushed by the live stream. */
export function setSidebarBadges(badges: SidebarBadges): void {
  queryClient.setQueryData(sidebarBadgesQuery.queryKey, { ...EMPTY_BADGES, ...badges });
}
