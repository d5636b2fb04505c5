// Cross-app state, one instance for the shell and every remote (the package is a federation
// singleton): the selected linked company, the matched companies and the sidebar badges.
import { create } from 'zustand';
import { getMatchedCompanies } from './api-get-matched-companies';
import { getSidebarBadges } from './api-get-sidebar-badges';
import type { MatchedCompany } from './contract/companies';
import type { SidebarBadges } from './contract/sidebar';

// --- selected linked company --------------------------------------------------------------
interface SelectedCompanyState {
  /** Restricts job, calendar and chat lists; null means every company. */
  selectedCompanyId: number | null;
  setSelectedCompanyId: (id: number | null) => void;
}

export const useSelectedCompanyStore = create<SelectedCompanyState>()((set) => ({
  selectedCompanyId: null,
  setSelectedCompanyId: (id) => set({ selectedCompanyId: id }),
}));

export function resetSelectedCompanyStore(): void {
  useSelectedCompanyStore.setState({ selectedCompanyId: null });
}

// --- matched companies --------------------------------------------------------------------
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

interface MatchedCompaniesState {
  companies: MatchedCompany[];
  status: LoadStatus;
  /** Fetches once; later calls reuse the cached list, concurrent calls share one request. */
  load: () => Promise<void>;
  /** Fetches again, e.g. after a company link changed in settings. */
  refresh: () => Promise<void>;
}

let matchedInFlight: Promise<void> | null = null;

export const useMatchedCompaniesStore = create<MatchedCompaniesState>()((set, get) => {
  const fetchCompanies = (): Promise<void> => {
    set({ status: 'loading' });
    const request: Promise<void> = getMatchedCompanies().then(
      (result): Promise<void> | undefined => {
        // A refresh started meanwhile owns the state: wait for it instead of writing stale data.
        if (matchedInFlight !== request) return matchedInFlight ?? undefined;
        matchedInFlight = null;
        // In preview mode (the job preview under the shell's frame) every call answers null.
        if (result.ok) set({ companies: result.data ?? [], status: 'ready' });
        else set({ status: 'error' });
        return undefined;
      },
    );
    matchedInFlight = request;
    return request;
  };
  return {
    companies: [],
    status: 'idle',
    load: () => {
      if (matchedInFlight) return matchedInFlight;
      if (get().status === 'ready') return Promise.resolve();
      return fetchCompanies();
    },
    refresh: fetchCompanies,
  };
});

export function resetMatchedCompaniesStore(): void {
  matchedInFlight = null;
  useMatchedCompaniesStore.setState({ companies: [], status: 'idle' });
}

// --- sidebar badges -----------------------------------------------------------------------
export const EMPTY_BADGES: SidebarBadges = {
  unreadThread: 0,
  importedJob: 0,
  unreadCandidateThread: 0,
  unmatchedCompany: 0,
};

interface BadgesState {
  badges: SidebarBadges;
  /** Any app calls this after reading or changing something the badges count. */
  refresh: () => Promise<void>;
}

export const useBadgesStore = create<BadgesState>()((set) => ({
  badges: EMPTY_BADGES,
  refresh: async () => {
    const result = await getSidebarBadges();
    // A failed refresh keeps the last known counts rather than hiding every dot.
    if (result.ok && result.data) set({ badges: { ...EMPTY_BADGES, ...result.data } });
  },
}));

export function resetBadgesStore(): void {
  useBadgesStore.setState({ badges: EMPTY_BADGES });
}
