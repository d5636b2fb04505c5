// POST /forgot-password: asks for a reissue mail; the answer is the same for unknown e-mails.
import { api } from '@portal/shared/api';
import type { ForgotPasswordRequest } from '@portal/shared/contract/auth';

export function postForgotPassword(body: ForgotPasswordRequest) {
  return api.post('/forgot-password', { body });
}
