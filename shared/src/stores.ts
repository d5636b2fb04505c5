// Cross-app client state, one instance for the shell and every remote (the package is a
// federation singleton): the selected linked company. Server state (the matched companies, the
// sidebar badges) lives in the query cache: frame-queries.ts.
import { create } from 'zustand';

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
