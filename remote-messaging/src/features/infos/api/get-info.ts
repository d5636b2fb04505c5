// GET /infos/{id}: one announcement with its HTML body.
import { api } from '@portal/shared/api';

export function getInfo(id: number) {
  return api.get('/infos/{infoId}', { params: { infoId: id } });
}
