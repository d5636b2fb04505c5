// POST /verify-hash: checks an invitation hash and answers what it prefills on the sign-up form.
import { api } from '@portal/shared/api';
import type { VerifyHashRequest } from '@portal/shared/contract/signup';

export function postVerifyHash(body: VerifyHashRequest) {
  return api.post('/verify-hash', { body });
}
