// GET /job-companies?permitMatchingStatus=MATCHED: the companies whose link is MATCHED.
import { PERMIT_MATCHING_STATUS, type MatchedCompany } from './contract';
import { http } from './http';

export function getMatchedCompanies() {
  return http.get<MatchedCompany[] | null>('/job-companies', {
    searchParams: { permitMatchingStatus: PERMIT_MATCHING_STATUS.MATCHED },
  });
}
