// GET /settings/account: the agency's account as the account form edits it.
import { api } from '@portal/shared/api';
import type {
  AccountSettingsResponse,
  IntroductionCompanyAccount,
} from '@portal/shared/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapResult } from '@portal/shared/query-client';
import { settingsKeys } from '../../../query-keys';

export function getAccount() {
  return api.get('/settings/account');
}

function selectAccount(raw: AccountSettingsResponse): IntroductionCompanyAccount {
  return raw.introductionCompanyAccount;
}

/** The whole answer (the account and its kind); each reader selects what it shows. */
export const accountQuery = () =>
  queryOptions({
    queryKey: settingsKeys.account,
    queryFn: () => unwrapResult(getAccount()),
  });

export function useAccount() {
  return useQuery({ ...accountQuery(), select: selectAccount });
}
