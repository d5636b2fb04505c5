// POST /reset-password: sets a new password with the e-mailed token; the server refuses (422) a
// mismatch, an expired or an already used token.
import { api } from '@portal/shared/api';
import type { ResetPasswordRequest } from '@portal/shared/contract/auth';

export function postResetPassword(body: ResetPasswordRequest) {
  return api.post('/reset-password', { body });
}
