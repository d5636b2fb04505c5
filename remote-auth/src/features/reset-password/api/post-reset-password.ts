// POST /reset-password: sets a new password with the e-mailed token; the server refuses (422) a
// mismatch, an expired or an already used token.
// useResetPassword submits the reset form with the link's token: on success the §8 toast and login;
// on failure the failure toast and the server's reason beside its field (or as the form's alert for
// the token).
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SubmissionErrors } from 'final-form';
import { api } from '@portal/shared/api';
import type { ResetPasswordRequest } from '@portal/shared/contract/auth';
import { toast } from '@portal/shared/feedback';
import { loginPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { refusedSubmission } from '@portal/shared/form-failures';
import { messages } from '../../../messages';

export function postResetPassword(body: ResetPasswordRequest) {
  return api.post('/reset-password', { body });
}

export interface ResetPasswordValues {
  email: string;
  password: string;
  password_confirmation: string;
}

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

export function useResetPassword(token: string) {
  const navigate = useNavigate();
  const siteId = useSiteId();

  return useCallback(
    async (values: ResetPasswordValues): Promise<SubmissionErrors | undefined> => {
      const result = await postResetPassword({
        token,
        email: values.email.trim(),
        password: values.password,
        password_confirmation: values.password_confirmation,
      });
      if (!result.ok) {
        return refusedSubmission(result.error, FIELDS, messages.resetFailure);
      }
      toast.success(messages.resetSuccess);
      navigate(loginPath(siteId));
      return undefined;
    },
    [navigate, siteId, token],
  );
}
