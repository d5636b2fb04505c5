// POST /login: starts a session of the current service line.
import { api } from '@portal/shared/api';
import type { LoginRequest } from '@portal/shared/contract/auth';

export function postLogin(body: LoginRequest) {
  return api.post('/login', { body });
}
