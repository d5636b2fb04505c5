// The server state every screen's frame reads through the query cache: the matched companies,
// the sidebar badges and the support contact (loaded once, refreshed on demand, shared).
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  EMPTY_BADGES,
  refreshMatchedCompanies,
  refreshSidebarBadges,
  setSidebarBadges,
  sidebarBadgesQuery,
  supportContactQuery,
  useMatchedCompanies,
  useSidebarBadges,
  useSupportContact,
} from './frame-queries';
import { queryClient } from './query-client';
import {
  failure,
  installContractApi,
  networkError,
  ok,
  uninstallContractApi,
} from './test/contract-api';
import { queryWrapper as wrapper } from './test/render';

const companies = (...names: string[]) => names.map((name, index) => ({ id: index + 1, name }));

beforeEach(() => {
  window.history.replaceState({}, '', '/25/employment-agency/infos');
  queryClient.clear();
});
afterEach(uninstallContractApi);

describe('matched companies', () => {
  it('loads once for every screen that reads them', async () => {
    const api = installContractApi({ 'GET /job-companies': ok(companies('株式会社アルファ')) });
    const first = renderHook(useMatchedCompanies, { wrapper });
    const second = renderHook(useMatchedCompanies, { wrapper });
    expect(first.result.current.isPending).toBe(true);
    await waitFor(() => expect(first.result.current.companies).toHaveLength(1));
    expect(second.result.current.companies).toEqual([{ id: 1, name: '株式会社アルファ' }]);
    expect(api.calls()).toEqual(['GET /job-companies']);
    expect(api.last('GET /job-companies')?.query.get('permitMatchingStatus')).toBe('MATCHED');
  });

  it('fetches again on refresh and shows the new list', async () => {
    const api = installContractApi({ 'GET /job-companies': ok(companies('A')) });
    const { result } = renderHook(useMatchedCompanies, { wrapper });
    await waitFor(() => expect(result.current.companies).toHaveLength(1));
    api.on('GET /job-companies', ok(companies('A', 'B')));
    await refreshMatchedCompanies();
    await waitFor(() => expect(result.current.companies.map((c) => c.name)).toEqual(['A', 'B']));
  });

  it('reports a failure and loads again on retry', async () => {
    const api = installContractApi({ 'GET /job-companies': networkError() });
    const { result } = renderHook(useMatchedCompanies, { wrapper });
    // A network failure is retried once (the client's rule) before it is reported.
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 4000 });
    api.on('GET /job-companies', ok(companies('A')));
    result.current.retry();
    await waitFor(() => expect(result.current.companies).toHaveLength(1));
    expect(result.current.isError).toBe(false);
  });
});

describe('sidebar badges', () => {
  const counts = { unreadThread: 2, importedJob: 0, unreadCandidateThread: 5, unmatchedCompany: 1 };

  it('shows no dot until the counts arrive, then refreshes them on demand', async () => {
    const api = installContractApi({ 'GET /sidebar/badges': ok(counts) });
    const { result } = renderHook(useSidebarBadges, { wrapper });
    expect(result.current).toEqual(EMPTY_BADGES);
    await waitFor(() => expect(result.current).toEqual(counts));
    api.on('GET /sidebar/badges', ok({ ...counts, unreadThread: 0 }));
    await refreshSidebarBadges();
    await waitFor(() => expect(result.current.unreadThread).toBe(0));
    expect(api.calls()).toEqual(['GET /sidebar/badges', 'GET /sidebar/badges']);
  });

  it('keeps the last counts when a refresh fails', async () => {
    const api = installContractApi({ 'GET /sidebar/badges': ok(counts) });
    const { result } = renderHook(useSidebarBadges, { wrapper });
    await waitFor(() => expect(result.current).toEqual(counts));
    api.on('GET /sidebar/badges', failure(500));
    await refreshSidebarBadges();
    expect(result.current).toEqual(counts);
  });

  it('joins a request already on its way instead of sending another', async () => {
    const api = installContractApi({ 'GET /sidebar/badges': ok(counts) });
    renderHook(useSidebarBadges, { wrapper });
    await refreshSidebarBadges({ joinRunning: true });
    expect(api.calls()).toEqual(['GET /sidebar/badges']);
  });

  it('takes counts pushed by the live stream', () => {
    setSidebarBadges({ ...EMPTY_BADGES, importedJob: 4 });
    expect(queryClient.getQueryData(sidebarBadgesQuery.queryKey)?.importedJob).toBe(4);
  });

  it('keeps pushed counts when a read that set out before the push answers after it', async () => {
    // The page change's read is answered with the counts from before the thread was read.
    let answerStale: () => void = () => undefined;
    const stale = new Promise<void>((resolve) => (answerStale = resolve));
    const api = installContractApi({
      'GET /sidebar/badges': async () => {
        await stale;
        return ok({ ...EMPTY_BADGES, unreadThread: 1 });
      },
    });
    const { result } = renderHook(useSidebarBadges, { wrapper });
    await waitFor(() => expect(api.calls()).toEqual(['GET /sidebar/badges']));
    await act(async () => {
      setSidebarBadges({ ...EMPTY_BADGES });
      answerStale();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(result.current.unreadThread).toBe(0);
    expect(queryClient.getQueryState(sidebarBadgesQuery.queryKey)?.status).toBe('success');
    expect(api.calls()).toEqual(['GET /sidebar/badges']);
  });
});

describe('support contact', () => {
  it('is null until it arrives and when it fails', async () => {
    installContractApi({ 'GET /support': failure(500) });
    const { result } = renderHook(useSupportContact, { wrapper });
    expect(result.current).toBeNull();
    await waitFor(() =>
      expect(queryClient.getQueryState(supportContactQuery.queryKey)?.status).toBe('error'),
    );
    expect(result.current).toBeNull();
  });
});
