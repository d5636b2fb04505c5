// PATCH /settings/password: the server alone checks the password (spec 1 §5) and says why in
// Japanese when it refuses; the §8 toasts and those messages come back as a WriteOutcome.
import { useCallback } from 'react';
import { api } from '@portal/shared/api';
import type { PasswordChangeRequest } from '@portal/shared/contract/settings';
import { toast } from '@portal/shared/feedback';
import { failedWrite, type WriteOutcome } from '../../../lib/failures';
import { messages } from '../../../messages';

export const PASSWORD_FIELDS = ['oldPassword', 'newPassword', 'newPasswordConfirmation'] as const;

export function patchPassword(body: PasswordChangeRequest) {
  return api.patch('/settings/password', { body });
}

export function useChangePassword() {
  return useCallback(async (body: PasswordChangeRequest): Promise<WriteOutcome> => {
    const result = await patchPassword(body);
    if (!result.ok) return failedWrite(result.error, messages.passwordFailure, PASSWORD_FIELDS);
    toast.success(messages.passwordSuccess);
    return { ok: true };
  }, []);
}
