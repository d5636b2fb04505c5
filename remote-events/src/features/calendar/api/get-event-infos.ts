// GET /event-infos?eventHeldMonth=YYYY/MM&jobCompanyIds=..: the events of one month.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';

/** The month's events, kept while the next month loads (no blank calendar in between). */
export const eventInfosQuery = (month: string, companyIds: readonly number[]) =>
  queryOptions({
    ...callQuery('/event-infos', {
      query: { eventHeldMonth: month, jobCompanyIds: [...companyIds] },
    }),
    placeholderData: keepPreviousData,
    // null in preview mode (no server): nothing to show.
    select: (events) => events ?? [],
  });

/**
 * The events of the shown month, kept while the next month loads (no blank calendar in between).
 */
export function useEventInfos(month: string, companyIds: readonly number[]) {
  return useQuery(eventInfosQuery(month, companyIds));
}
