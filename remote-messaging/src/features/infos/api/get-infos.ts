// GET /infos: the announcements of the current service line, newest first.
import { api } from '@portal/shared/api';

export function getInfos() {
  return api.get('/infos');
}
