// GET /job-companies?permitMatchingStatus=MATCHED: the companies whose link is MATCHED, in the one
// query cache: the shell's company dropdown, the calendar's and the chat's company choices read
// it; settings refreshes it when a link changes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { PERMIT_MATCHING_STATUS } from './enums';
import type { MatchedCompany } from './contract/companies';
import type { Result } from './http';
import { queryClient, unwrapResult } from '@portal/shared/query-client';

/** null in preview mode: the job preview renders inside the shell's frame without a server. */
export function getMatchedCompanies(): Promise<Result<MatchedCompany[] | null>> {
  return api.get('/job-companies', {
    query: { permitMatchingStatus: PERMIT_MATCHING_STATUS.MATCHED },
  });
}

export const matchedCompaniesQuery = queryOptions({
  queryKey: ['matched-companies'],
  queryFn: async (): Promise<MatchedCompany[]> => (await unwrapResult(getMatchedCompanies())) ?? [],
  // Loaded once per page load; a link changed in settings refreshes it (refreshMatchedCompanies).
  staleTime: Infinity,
});

/** The matched companies (empty until they arrive) and whether they are still loading or failed. */
export function useMatchedCompanies() {
  const query = useQuery(matchedCompaniesQuery);
  return {
    companies: query.data ?? [],
    isPending: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
  };
}

/** Fetches the list again (a company link changed); resolves once the screens show it. */
export function refreshMatchedCompanies(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: matchedCompaniesQuery.queryKey });
}
