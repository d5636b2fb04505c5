// GET /event-infos?eventHeldMonth=YYYY/MM&jobCompanyIds=..: the events of one month.
import type { EventInfo } from '@portal/shared/contract/events';
import { http } from '@portal/shared/http';

export function getEventInfos(eventHeldMonth: string, jobCompanyIds: readonly number[]) {
  return http.get<EventInfo[] | null>('/event-infos', {
    searchParams: { eventHeldMonth, jobCompanyIds },
  });
}
