// GET /job-companies?permitMatchingStatus=MATCHED: the companies whose link is MATCHED.
import { api } from './api';
import { PERMIT_MATCHING_STATUS } from './enums';
import type { MatchedCompany } from './contract/companies';
import type { Result } from './http';

/** null in preview mode: the job preview renders inside the shell's frame without a server. */
export function getMatchedCompanies(): Promise<Result<MatchedCompany[] | null>> {
  return api.get('/job-companies', {
    query: { permitMatchingStatus: PERMIT_MATCHING_STATUS.MATCHED },
  });
}
