// GET /event-infos?eventHeldMonth=YYYY/MM&jobCompanyIds=..: the events of one month.
import { api } from '@portal/shared/api';

export function getEventInfos(eventHeldMonth: string, jobCompanyIds: readonly number[]) {
  return api.get('/event-infos', { query: { eventHeldMonth, jobCompanyIds: [...jobCompanyIds] } });
}
