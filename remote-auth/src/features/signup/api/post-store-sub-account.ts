// POST /signup/store-sub-account: creates a sub-account from an invitation hash and logs it in.
import type { SignupResponse, SubAccountSignupRequest } from '@portal/shared/contract';
import { http } from '@portal/shared/http';

export function postStoreSubAccount(body: SubAccountSignupRequest) {
  return http.post<SignupResponse>('/signup/store-sub-account', body);
}
