// The events of the shown month, kept while the next month loads (no blank calendar in between).
import { useQuery } from '@tanstack/react-query';
import { eventInfosQuery } from '../api/get-event-infos';

export function useEventInfos(month: string, companyIds: readonly number[]) {
  return useQuery(eventInfosQuery(month, companyIds));
}
