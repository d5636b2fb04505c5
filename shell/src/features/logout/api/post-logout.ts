// POST /logout: ends the session of the current service line.
import { api } from '@portal/shared/api';

export function postLogout() {
  return api.post('/logout');
}
