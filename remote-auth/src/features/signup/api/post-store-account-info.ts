// POST /signup/store-account-info: creates the main account of a company code and logs it in.
import type { SignupRequest, SignupResponse } from '@portal/shared/contract';
import { http } from '@portal/shared/http';

export function postStoreAccountInfo(body: SignupRequest) {
  return http.post<SignupResponse>('/signup/store-account-info', body);
}
