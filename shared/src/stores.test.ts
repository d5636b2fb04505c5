import { resetSelectedCompanyStore, useSelectedCompanyStore } from './stores';

beforeEach(resetSelectedCompanyStore);

describe('selected company', () => {
  it('sets and clears the global company', () => {
    useSelectedCompanyStore.getState().setSelectedCompanyId(7);
    expect(useSelectedCompanyStore.getState().selectedCompanyId).toBe(7);
    useSelectedCompanyStore.getState().setSelectedCompanyId(null);
    expect(useSelectedCompanyStore.getState().selectedCompanyId).toBeNull();
  });
});
