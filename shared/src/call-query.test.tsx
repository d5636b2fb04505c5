// The contract owns the cache: a read's key and tags come from its call, a write refreshes the
// answers whose tags it changes, and a failed read is told once however many components read it.
import { renderHook, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { api, changedTags } from './api';
import { callKey, callQuery } from './call-query';
import { CHANGES, READS, fillTags } from './contract/cache';
import { apiCalls } from './contract/calls';
import * as feedback from './feedback';
import { queryClient } from './query-client';
import { installContractApi, networkError, ok, uninstallContractApi } from './test/contract-api';
import { queryWrapper as wrapper } from './test/render';

beforeEach(() => {
  window.history.replaceState({}, '', '/25/employment-agency/settings');
  queryClient.clear();
});
afterEach(() => {
  uninstallContractApi();
  jest.restoreAllMocks();
});

describe('the cache table', () => {
  it('names every call of the contract once: what a GET reads, what a write changes', () => {
    const keys = Object.keys(apiCalls).sort();
    expect([...Object.keys(READS), ...Object.keys(CHANGES)].sort()).toEqual(keys);
  });

  it('fills tags from params, query and body; a tag whose value is missing is left out', () => {
    expect(fillTags(['applicant:{id}', 'applicants'], { id: 5 })).toEqual([
      'applicant:5',
      'applicants',
    ]);
    expect(fillTags(['applicant:{sourceApplicantId}'], { id: 5 }, undefined, {})).toEqual([]);
    expect(
      changedTags('POST /introduction-chat-threads/{threadId}/introduction-chat-messages', {
        params: { threadId: 9 },
        body: new FormData(),
      }),
    ).toEqual(['thread:9', 'chat-groups', 'chat-threads', 'audit']);
  });
});

describe('callQuery', () => {
  it('keys a read by its call, params and query, and types its answer from the contract', async () => {
    installContractApi({ 'GET /job-companies': ok([{ id: 1, name: '株式会社アルファ' }]) });
    const { result } = renderHook(() => useQuery(callQuery('/job-companies')), { wrapper });
    await waitFor(() => expect(result.current.data?.[0]?.name).toBe('株式会社アルファ'));
    expect(callQuery('/jobs/{id}', { params: { id: 5 } }).queryKey).toEqual([
      'GET /jobs/{id}',
      { id: 5 },
      null,
    ]);
    expect(callKey('/job-companies')).toEqual(['GET /job-companies', null, null]);
  });

  it('a write through the api reads again the answers whose tags it changed, before it settles', async () => {
    let companies = [{ id: 1, name: '株式会社アルファ' }];
    const fake = installContractApi({
      'GET /job-companies': () => ok(companies),
      'GET /settings/staff': ok([]),
      'PUT /settings/permit-matchings/{companyId}': () => {
        companies = [...companies, { id: 2, name: '株式会社ベータ' }];
        return ok(null);
      },
    });
    const linked = renderHook(() => useQuery(callQuery('/job-companies')), { wrapper });
    const staff = renderHook(() => useQuery(callQuery('/settings/staff')), { wrapper });
    await waitFor(() => expect(linked.result.current.data).toHaveLength(1));
    await waitFor(() => expect(staff.result.current.isSuccess).toBe(true));

    await api.put('/settings/permit-matchings/{companyId}', {
      params: { companyId: 2 },
      body: { companyCode: 'CODE-2' },
    });
    // Refreshed before the write's promise settled; the staff list (another tag) was not read.
    expect(queryClient.getQueryData(callKey('/job-companies'))).toHaveLength(2);
    expect(fake.calls().filter((call) => call === 'GET /settings/staff')).toHaveLength(1);
  });

  it('a failed read is toasted once, with the message of its meta, however many read it', async () => {
    const toast = jest.spyOn(feedback.toast, 'error');
    installContractApi({ 'GET /settings/staff': networkError() });
    const useRead = () =>
      useQuery(callQuery('/settings/staff', undefined, { failure: '読み込めませんでした' }));
    const first = renderHook(useRead, { wrapper });
    renderHook(useRead, { wrapper });
    await waitFor(() => expect(first.result.current.isError).toBe(true), { timeout: 5000 });
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('読み込めませんでした');
  });
});
