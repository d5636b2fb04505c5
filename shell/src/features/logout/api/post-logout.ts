// POST /logout: ends the session of the current service line.
import { http } from '@portal/shared/http';

export function postLogout() {
  return http.post<null>('/logout');
}
