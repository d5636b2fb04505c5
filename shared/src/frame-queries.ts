// What every screen's frame reads from the server, in the one query cache (keys, fetchers and tags
// from the contract, shared/src/call-query.ts): the matched companies (the shell's company
// dropdown, the calendar's and the chat's company choices), the sidebar badges (refetched on every
// page, pushed by the live stream) and the support contact (the header, the menu, お知らせ's panel).
// Loaded once per page load; a write that changes one refreshes it by its tag (api CHANGES).
import { useQuery } from '@tanstack/react-query';
import type { CallAt } from '@portal/shared/api';
import { callQuery, takePushedAnswer } from '@portal/shared/call-query';
import { refreshTags } from '@portal/shared/query-client';
import type { MatchedCompany } from './contract/companies';
import type { QueryOf } from './contract/define';
import type { SidebarBadges } from './contract/sidebar';
import type { SupportContact } from './contract/support';
import { PERMIT_MATCHING_STATUS } from './enums';

const MATCHED: QueryOf<CallAt<'GET', '/job-companies'>> = {
  permitMatchingStatus: PERMIT_MATCHING_STATUS.MATCHED,
};

/** GET /job-companies?permitMatchingStatus=MATCHED: the companies whose link is MATCHED. */
export const matchedCompaniesQuery = {
  ...callQuery<'/job-companies'>('/job-companies', { query: MATCHED }),
  // Loaded once per page load; a changed link refreshes it ('matched-companies').
  staleTime: Infinity,
};

/** The matched companies (empty until they arrive) and whether they are still loading or failed. */
export function useMatchedCompanies() {
  const query = useQuery(matchedCompaniesQuery);
  return {
    companies: (query.data ?? []) as MatchedCompany[],
    isPending: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
  };
}

/** Fetches the list again; resolves once the screens show it. */
export function refreshMatchedCompanies(): Promise<void> {
  return refreshTags(['matched-companies']);
}

export const EMPTY_BADGES: SidebarBadges = {
  unreadThread: 0,
  importedJob: 0,
  unreadCandidateThread: 0,
  unmatchedCompany: 0,
};

/** GET /sidebar/badges: the counts behind the sidebar's badge dots. */
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

/**
 * Counts pushed by the live stream. A read of them already running (the page's first, a page
 * change's) may answer older counts after the push: it is dropped (takePushedAnswer).
 */
export function setSidebarBadges(badges: SidebarBadges): void {
  void takePushedAnswer('/sidebar/badges', withDefaults(badges));
}

/**
 * GET /support: the support site, e-mail, phone and hours as the operator configured them (the
 * api's SUPPORT_* environment, or the company console's set-support-contact).
 */
export const supportContactQuery = { ...callQuery('/support'), staleTime: Infinity };

/** The configured contact; null until it arrives and when it failed (nothing invented is shown). */
export function useSupportContact(): SupportContact | null {
  return useQuery(supportContactQuery).data ?? null;
}

/** A phone number as a tel: link (digits and + only). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;
