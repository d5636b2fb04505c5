// GET /settings/account: the agency's account as the account form edits it.
import { callQuery } from '@portal/shared/call-query';
import type {
  AccountSettingsResponse,
  IntroductionCompanyAccount,
} from '@portal/shared/contract/settings';
import { useQuery } from '@tanstack/react-query';

function selectAccount(raw: AccountSettingsResponse): IntroductionCompanyAccount {
  return raw.introductionCompanyAccount;
}

/** The whole answer (the account and its kind); each reader selects what it shows. */
export const accountQuery = () => callQuery('/settings/account');

export function useAccount() {
  return useQuery({ ...accountQuery(), select: selectAccount });
}
