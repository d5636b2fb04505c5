// GET /job-companies?permitMatchingStatus=MATCHED: the companies whose link is MATCHED, in the one
// query cache: the shell's company dropdown, the calendar's and the chat's company choices read
// it; a change of a link in settings refreshes it (its 'matched-companies' tag, api CHANGES).
import { useQuery } from '@tanstack/react-query';
import { api, type CallAt } from '@portal/shared/api';
import { callQuery } from '@portal/shared/call-query';
import { PERMIT_MATCHING_STATUS } from './enums';
import type { MatchedCompany } from './contract/companies';
import type { QueryOf } from './contract/define';
import type { Result } from './http';
import { refreshTags } from '@portal/shared/query-client';

const MATCHED: QueryOf<CallAt<'GET', '/job-companies'>> = {
  permitMatchingStatus: PERMIT_MATCHING_STATUS.MATCHED,
};

/** null in preview mode: the job preview renders inside the shell's frame without a server. */
export function getMatchedCompanies(): Promise<Result<MatchedCompany[] | null>> {
  return api.get('/job-companies', { query: MATCHED });
}

export const matchedCompaniesQuery = {
  ...callQuery<'/job-companies'>('/job-companies', { query: MATCHED }),
  // Loaded once per page load; a changed link refreshes it.
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
