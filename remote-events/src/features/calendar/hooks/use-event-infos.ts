// The events of the shown month, kept while the next month loads (no blank calendar in between).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrapResult } from '@portal/shared/query-client';
import { useSiteId } from '@portal/shared/use-site-id';
import { eventKeys } from '../../../query-keys';
import { getEventInfos } from '../api/get-event-infos';

export function useEventInfos(month: string, companyIds: readonly number[]) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: eventKeys.month(siteId, month, companyIds),
    queryFn: async () => (await unwrapResult(getEventInfos(month, companyIds))) ?? [],
    placeholderData: keepPreviousData,
  });
}
