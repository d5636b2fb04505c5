// GET /settings/account: the agency's account as the account form edits it.
import type { AccountSettingsResponse, IntroductionCompanyAccount } from '@portal/shared/contract';
import { http } from '@portal/shared/http';
import { useLoadState } from '../../../lib/load-state';

export function getAccount() {
  return http.get<AccountSettingsResponse | null>('/settings/account');
}

/** Missing or null fields become empty inputs rather than 'null' text or a crash. */
function selectAccount(raw: AccountSettingsResponse | null): IntroductionCompanyAccount {
  const account: Partial<IntroductionCompanyAccount> = raw?.introductionCompanyAccount ?? {};
  return {
    introductionCompanyName: account.introductionCompanyName ?? '',
    phoneNumber: account.phoneNumber ?? '',
    contactPersonnel: account.contactPersonnel ?? '',
    address: account.address ?? '',
    email: account.email ?? '',
    additionalEmail: account.additionalEmail ?? [],
  };
}

export function useAccount() {
  return useLoadState(getAccount, selectAccount);
}
