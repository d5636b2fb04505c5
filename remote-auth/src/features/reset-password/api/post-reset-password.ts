// POST /reset-password: sets a new password with the e-mailed token; the server refuses (422) a
// mismatch, an expired or an already used token.
import type { ResetPasswordRequest } from '@portal/shared/contract';
import { http } from '@portal/shared/http';

export function postResetPassword(body: ResetPasswordRequest) {
  return http.post<null>('/reset-password', body);
}
