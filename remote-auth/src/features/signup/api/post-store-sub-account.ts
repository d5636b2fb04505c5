// POST /signup/store-sub-account: creates a sub-account from an invitation hash and logs it in.
import { api } from '@portal/shared/api';
import type { SubAccountSignupRequest } from '@portal/shared/contract/signup';

export function postStoreSubAccount(body: SubAccountSignupRequest) {
  return api.post('/signup/store-sub-account', { body });
}
