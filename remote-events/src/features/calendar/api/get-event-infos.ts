// GET /event-infos?eventHeldMonth=YYYY/MM&jobCompanyIds=..: the events of one month.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import type { SiteId } from '@portal/shared/site';
import { eventKeys } from '../../../query-keys';

export function getEventInfos(eventHeldMonth: string, jobCompanyIds: readonly number[]) {
  return api.get('/event-infos', { query: { eventHeldMonth, jobCompanyIds: [...jobCompanyIds] } });
}

/** The month's events, kept while the next month loads (no blank calendar in between). */
export const eventInfosQuery = (siteId: SiteId, month: string, companyIds: readonly number[]) =>
  queryOptions({
    queryKey: eventKeys.month(siteId, month, companyIds),
    queryFn: async () => (await unwrapResult(getEventInfos(month, companyIds))) ?? [],
    placeholderData: keepPreviousData,
  });
