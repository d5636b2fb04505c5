// 実績's reads: the funnel of a month with its filters (GET /dashboard/funnel), the stage counts
// of each month of the trend in one call (GET /dashboard/funnel/trend), the referrals behind one number (GET /dashboard/funnel/referrals) and the
// jobs of the chosen company for the job filter (GET /jobs).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callPagesQuery, callQuery } from '@portal/shared/call-query';
import type { FunnelExit, FunnelQuery, FunnelStage } from '@portal/shared/contract/dashboard';
import type { SiteId } from '@portal/shared/site';
import { messages } from '../../../messages';

export interface FunnelFilters {
  /** The Tokyo month 'YYYY-MM'. */
  month: string;
  companyId?: number;
  jobId?: number;
  staffId?: number;
  site?: SiteId | 'all';
  countBy: 'referral' | 'applicant';
}

const queryOf = ({ month, ...rest }: FunnelFilters, from = month, to = month): FunnelQuery => ({
  ...rest,
  from,
  to,
});

export function useFunnel(filters: FunnelFilters) {
  return useQuery(
    callQuery('/dashboard/funnel', { query: queryOf(filters) }, { failure: messages.funnelError }),
  );
}

/** The stage counts of each of `months` (consecutive, oldest first) under the same filters. */
export function useFunnelTrend(filters: FunnelFilters, months: readonly string[]) {
  return useQuery(
    callQuery(
      '/dashboard/funnel/trend',
      { query: queryOf(filters, months[0], months[months.length - 1]) },
      { failure: messages.trendError },
    ),
  );
}

export function useFunnelReferrals(filters: FunnelFilters, stage: FunnelStage | FunnelExit) {
  return useInfiniteQuery(
    callPagesQuery(
      '/dashboard/funnel/referrals',
      { query: { ...queryOf(filters), stage, limit: 50 } },
      { failure: messages.referralsError },
    ),
  );
}

export function useCompanyJobs(companyId: number | undefined) {
  return useQuery({
    ...callQuery('/jobs', { query: { selectedCompanyId: companyId } }),
    enabled: companyId !== undefined,
  });
}
