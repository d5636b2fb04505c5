// POST /verify-hash: checks an invitation hash and answers what it prefills on the sign-up form.
import type { VerifyHashRequest, VerifyHashResponse } from '@portal/shared/contract';
import { http } from '@portal/shared/http';

export function postVerifyHash(body: VerifyHashRequest) {
  return http.post<VerifyHashResponse | null>('/verify-hash', body);
}
