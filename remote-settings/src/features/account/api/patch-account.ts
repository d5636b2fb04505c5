// PATCH /settings/account: saves the whole account object; the §8 toasts and the server's 422
// field messages come back as a WriteOutcome for the form.
import { useCallback } from 'react';
import { api } from '@portal/shared/api';
import type { AccountSettingsUpdateRequest } from '@portal/shared/contract/settings';
import { toast } from '@portal/shared/feedback';
import { failedWrite, type WriteOutcome } from '../../../lib/failures';
import { messages } from '../../../messages';

/** The body fields the form shows errors beside (`additionalEmail.N` belongs to additionalEmail). */
export const ACCOUNT_FIELDS = [
  'introductionCompanyName',
  'phoneNumber',
  'contactPersonnel',
  'address',
  'email',
  'additionalEmail',
] as const;

export function patchAccount(body: AccountSettingsUpdateRequest) {
  return api.patch('/settings/account', { body });
}

export function useSaveAccount() {
  return useCallback(async (account: AccountSettingsUpdateRequest): Promise<WriteOutcome> => {
    const result = await patchAccount(account);
    if (!result.ok) return failedWrite(result.error, messages.accountFailure, ACCOUNT_FIELDS);
    toast.success(messages.accountSuccess);
    return { ok: true };
  }, []);
}
