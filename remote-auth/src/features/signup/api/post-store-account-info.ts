// POST /signup/store-account-info: creates the main account of a company code and logs it in.
import { api } from '@portal/shared/api';
import type { SignupRequest } from '@portal/shared/contract/signup';

export function postStoreAccountInfo(body: SignupRequest) {
  return api.post('/signup/store-account-info', { body });
}
