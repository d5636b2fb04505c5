// GET /infos/{id}: one announcement with its HTML body.
import type { InfoDetail } from '@portal/shared/contract';
import { http } from '@portal/shared/http';

export function getInfo(id: number) {
  return http.get<InfoDetail | null>(`/infos/${id}`);
}
