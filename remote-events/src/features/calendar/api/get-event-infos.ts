// GET /event-infos?eventHeldMonth=YYYY/MM&jobCompanyIds=..: the events of one month.
import { keepPreviousData } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';

const orEmpty = <T>(events: T[] | null | undefined): T[] => events ?? [];

/** The month's events, kept while the next month loads (no blank calendar in between). */
export const eventInfosQuery = (month: string, companyIds: readonly number[]) => ({
  ...callQuery('/event-infos', {
    query: { eventHeldMonth: month, jobCompanyIds: [...companyIds] },
  }),
  placeholderData: keepPreviousData,
  select: orEmpty,
});
