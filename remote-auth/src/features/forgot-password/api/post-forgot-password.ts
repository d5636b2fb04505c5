// POST /forgot-password: asks for a reissue mail; the answer is the same for unknown e-mails.
// useForgotPassword submits the reissue form: on success the §8 toast and back to login; on failure
// the §8 toast パスワードリセットに失敗しました, and on the page its own パスワード再発行に失敗しました。 or the server's reason (a
// 422, a 429 rate limit) beside the field.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SubmissionErrors } from 'final-form';
import { api } from '@portal/shared/api';
import type { ForgotPasswordRequest } from '@portal/shared/contract/auth';
import { toast } from '@portal/shared/feedback';
import { loginPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { submissionErrors, toastUnlessHandled } from '@portal/shared/form-failures';
import { messages } from '../../../messages';

export function postForgotPassword(body: ForgotPasswordRequest) {
  return api.post('/forgot-password', { body });
}

export interface ForgotPasswordValues {
  email: string;
}

const FIELDS = ['email'] as const;

export function useForgotPassword() {
  const navigate = useNavigate();
  const siteId = useSiteId();

  return useCallback(
    async (values: ForgotPasswordValues): Promise<SubmissionErrors | undefined> => {
      const result = await postForgotPassword({ email: values.email.trim() });
      if (!result.ok) {
        toastUnlessHandled(result.error, messages.resetFailure);
        return submissionErrors(result.error, FIELDS, messages.forgotFailure);
      }
      toast.success(messages.forgotSuccess);
      navigate(loginPath(siteId));
      return undefined;
    },
    [navigate, siteId],
  );
}
