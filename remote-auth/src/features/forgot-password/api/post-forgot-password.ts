// POST /forgot-password: asks for a reissue mail; the answer is the same for unknown e-mails.
import type { ForgotPasswordRequest } from '@portal/shared/contract';
import { http } from '@portal/shared/http';

export function postForgotPassword(body: ForgotPasswordRequest) {
  return http.post<null>('/forgot-password', body);
}
