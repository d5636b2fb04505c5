// PATCH /settings/password: the server alone checks the password (spec 1 §5) and says why in
// Japanese when it refuses; the §8 toasts, and those messages as the form's submission errors.
import { useCallback } from 'react';
import { api } from '@portal/shared/api';
import type { PasswordChangeRequest } from '@portal/shared/contract/settings';
import type { SubmissionErrors } from 'final-form';
import { toast } from '@portal/shared/feedback';
import { refusedSubmission } from '@portal/shared/form-failures';
import { messages } from '../../../messages';

export const PASSWORD_FIELDS = ['oldPassword', 'newPassword', 'newPasswordConfirmation'] as const;

export function patchPassword(body: PasswordChangeRequest) {
  return api.patch('/settings/password', { body });
}

export function useChangePassword() {
  return useCallback(async (body: PasswordChangeRequest): Promise<SubmissionErrors | undefined> => {
    const result = await patchPassword(body);
    if (!result.ok)
      return refusedSubmission(result.error, PASSWORD_FIELDS, messages.passwordFailure);
    toast.success(messages.passwordSuccess);
    return undefined;
  }, []);
}
