// PATCH /settings/account: saves the whole account object; the §8 toasts, and the server's 422
// field messages as the form's submission errors (undefined once saved).
import { useCallback } from 'react';
import { api } from '@portal/shared/api';
import type { AccountSettingsUpdateRequest } from '@portal/shared/contract/settings';
import type { SubmissionErrors } from 'final-form';
import { toast } from '@portal/shared/feedback';
import { refusedSubmission } from '@portal/shared/form-failures';
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
  return useCallback(
    async (account: AccountSettingsUpdateRequest): Promise<SubmissionErrors | undefined> => {
      const result = await patchAccount(account);
      if (!result.ok)
        return refusedSubmission(result.error, ACCOUNT_FIELDS, messages.accountFailure);
      toast.success(messages.accountSuccess);
      return undefined;
    },
    [],
  );
}
