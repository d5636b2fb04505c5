// GET /infos: the announcements of the current service line, newest first.
import type { InfoListItem } from '@portal/shared/contract';
import { http } from '@portal/shared/http';

export function getInfos() {
  return http.get<InfoListItem[] | null>('/infos');
}
