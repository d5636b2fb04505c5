import { getMatchedCompanies } from './api-get-matched-companies';
import { getSidebarBadges } from './api-get-sidebar-badges';
import type { MatchedCompany } from './contract/companies';
import type { SidebarBadges } from './contract/sidebar';
import type { Result } from './http';
import {
  resetBadgesStore,
  resetMatchedCompaniesStore,
  resetSelectedCompanyStore,
  useBadgesStore,
  useMatchedCompaniesStore,
  useSelectedCompanyStore,
} from './stores';

jest.mock('./api-get-matched-companies');
jest.mock('./api-get-sidebar-badges');

const getCompanies = jest.mocked(getMatchedCompanies);
const getBadges = jest.mocked(getSidebarBadges);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const companies = (names: string[]): Result<MatchedCompany[] | null> => ({
  ok: true,
  data: names.map((name, index) => ({ id: index + 1, name })),
});

beforeEach(() => {
  jest.resetAllMocks();
  resetSelectedCompanyStore();
  resetMatchedCompaniesStore();
  resetBadgesStore();
});

describe('selected company', () => {
  it('sets and clears the global company', () => {
    useSelectedCompanyStore.getState().setSelectedCompanyId(7);
    expect(useSelectedCompanyStore.getState().selectedCompanyId).toBe(7);
    useSelectedCompanyStore.getState().setSelectedCompanyId(null);
    expect(useSelectedCompanyStore.getState().selectedCompanyId).toBeNull();
  });
});

describe('matched companies', () => {
  it('loads once and serves the cached list afterwards', async () => {
    getCompanies.mockResolvedValue(companies(['株式会社アルファ']));
    await useMatchedCompaniesStore.getState().load();
    await useMatchedCompaniesStore.getState().load();
    expect(getCompanies).toHaveBeenCalledTimes(1);
    expect(useMatchedCompaniesStore.getState()).toEqual(
      expect.objectContaining({
        status: 'ready',
        companies: [{ id: 1, name: '株式会社アルファ' }],
      }),
    );
  });

  it('shares one request between concurrent loads', async () => {
    const pending = deferred<Result<MatchedCompany[] | null>>();
    getCompanies.mockReturnValue(pending.promise);
    const first = useMatchedCompaniesStore.getState().load();
    const second = useMatchedCompaniesStore.getState().load();
    expect(useMatchedCompaniesStore.getState().status).toBe('loading');
    pending.resolve(companies(['株式会社ベータ']));
    await Promise.all([first, second]);
    expect(getCompanies).toHaveBeenCalledTimes(1);
    expect(useMatchedCompaniesStore.getState().companies).toHaveLength(1);
  });

  it('fetches again on refresh', async () => {
    getCompanies
      .mockResolvedValueOnce(companies(['A']))
      .mockResolvedValueOnce(companies(['A', 'B']));
    await useMatchedCompaniesStore.getState().load();
    await useMatchedCompaniesStore.getState().refresh();
    expect(getCompanies).toHaveBeenCalledTimes(2);
    expect(useMatchedCompaniesStore.getState().companies.map((c) => c.name)).toEqual(['A', 'B']);
  });

  it('keeps the newest list when a refresh overtakes a load', async () => {
    const slow = deferred<Result<MatchedCompany[] | null>>();
    getCompanies.mockReturnValueOnce(slow.promise).mockResolvedValueOnce(companies(['新']));
    const load = useMatchedCompaniesStore.getState().load();
    await useMatchedCompaniesStore.getState().refresh();
    slow.resolve(companies(['旧']));
    await load;
    expect(useMatchedCompaniesStore.getState().companies.map((c) => c.name)).toEqual(['新']);
  });

  it('reports an error and loads again next time', async () => {
    getCompanies
      .mockResolvedValueOnce({
        ok: false,
        error: { kind: 'network', name: 'AxiosError', message: 'x' },
      })
      .mockResolvedValueOnce(companies(['A']));
    await useMatchedCompaniesStore.getState().load();
    expect(useMatchedCompaniesStore.getState().status).toBe('error');
    await useMatchedCompaniesStore.getState().load();
    expect(useMatchedCompaniesStore.getState().status).toBe('ready');
  });

  it('treats an empty (preview) answer as no companies', async () => {
    getCompanies.mockResolvedValue({ ok: true, data: null });
    await useMatchedCompaniesStore.getState().load();
    expect(useMatchedCompaniesStore.getState()).toEqual(
      expect.objectContaining({ status: 'ready', companies: [] }),
    );
  });
});

describe('sidebar badges', () => {
  const counts: SidebarBadges = {
    unreadThread: 2,
    importedJob: 0,
    unreadCandidateThread: 5,
    unmatchedCompany: 1,
  };

  it('refreshes the counts from the server every time', async () => {
    getBadges.mockResolvedValueOnce({ ok: true, data: counts }).mockResolvedValueOnce({
      ok: true,
      data: { ...counts, unreadThread: 0 },
    });
    await useBadgesStore.getState().refresh();
    expect(useBadgesStore.getState().badges).toEqual(counts);
    await useBadgesStore.getState().refresh();
    expect(useBadgesStore.getState().badges.unreadThread).toBe(0);
    expect(getBadges).toHaveBeenCalledTimes(2);
  });

  it('keeps the last counts when a refresh fails', async () => {
    getBadges
      .mockResolvedValueOnce({ ok: true, data: counts })
      .mockResolvedValueOnce({ ok: false, error: { kind: 'http', status: 500, message: 'x' } });
    await useBadgesStore.getState().refresh();
    await useBadgesStore.getState().refresh();
    expect(useBadgesStore.getState().badges).toEqual(counts);
  });
});
