// The events of the shown month, kept while the next month loads (no blank calendar in between).
import { useQuery } from '@tanstack/react-query';
import { useSiteId } from '@portal/shared/use-site-id';
import { eventInfosQuery } from '../api/get-event-infos';

export function useEventInfos(month: string, companyIds: readonly number[]) {
  const siteId = useSiteId();
  return useQuery(eventInfosQuery(siteId, month, companyIds));
}
