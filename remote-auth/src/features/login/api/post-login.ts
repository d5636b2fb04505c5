// POST /login: starts a session of the current service line.
import type { LoginRequest, LoginResponse } from '@portal/shared/contract';
import { http } from '@portal/shared/http';

export function postLogin(body: LoginRequest) {
  return http.post<LoginResponse>('/login', body);
}
