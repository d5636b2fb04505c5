// GET /sidebar/badges: the counts behind the sidebar's badge dots, in the one query cache (its
// answer carries the 'badges' tag: every write that changes a count refreshes it, api CHANGES).
// The shell refetches them on every page and the live stream pushes new counts (setSidebarBadges).
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { callKey, callQuery } from '@portal/shared/call-query';
import type { SidebarBadges } from './contract/sidebar';
import type { Result } from './http';
import { queryClient, refreshTags } from '@portal/shared/query-client';

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

export const sidebarBadgesQuery = {
  ...callQuery('/sidebar/badges'),
  // Refetched when asked (a write's tags, refreshSidebarBadges); a failed refresh keeps the last
  // known counts.
  staleTime: Infinity,
};

const withDefaults = (badges: SidebarBadges | null): SidebarBadges => ({
  ...EMPTY_BADGES,
  ...badges,
});

export function useSidebarBadges(): SidebarBadges {
  return useQuery({ ...sidebarBadgesQuery, select: withDefaults }).data ?? EMPTY_BADGES;
}

/**
 * Reads the counts again (the shell on a page change). `joinRunning`: a request already on its
 * way answers, instead of a new one.
 */
export function refreshSidebarBadges({ joinRunning = false } = {}): Promise<void> {
  return refreshTags(['badges'], { joinRunning });
}

/** Counts pushed by the live stream. */
export function setSidebarBadges(badges: SidebarBadges): void {
  queryClient.setQueryData(callKey('/sidebar/badges'), withDefaults(badges));
}
