// The account part of the settings page: loads the account, then hands it to the form.
import { LoadingText } from '@portal/shared/ui/loading-text';
import { InlineError } from '../../../components/inline-error';
import { messages } from '../../../messages';
import { useAccount } from '../api/get-account';
import { AccountForm } from './account-form';

export function AccountSettings() {
  const account = useAccount();
  if (account.isPending) return <LoadingText>{messages.accountLoading}</LoadingText>;
  if (account.isError) return <InlineError>{messages.accountLoadFailure}</InlineError>;
  return <AccountForm initial={account.data} />;
}
