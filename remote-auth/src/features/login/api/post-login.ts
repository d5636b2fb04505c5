// POST /login: starts a session of the current service line.
// useLogin submits the login form: on success a toast, fresh sidebar badges and linked companies
// for the new session, then the page a 401 sent the user away from (?returnTo=, same service line
// only) or the announcements; on failure a toast and the server's reason as the form error.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { api } from '@portal/shared/api';
import type { LoginRequest } from '@portal/shared/contract/auth';
import { startDraftSession } from '@portal/shared/drafts';
import { toast } from '@portal/shared/feedback';
import { failureMessage } from '@portal/shared/http';
import { RETURN_TO_PARAM, safeReturnPath } from '@portal/shared/http-return-to';
import { portalPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { toastUnlessHandled } from '@portal/shared/form-failures';
import { forgetPreviousSession } from '../../../lib/previous-session';
import { messages } from '../../../messages';

export function postLogin(body: LoginRequest) {
  return api.post('/login', { body });
}

export interface LoginValues {
  email: string;
  password: string;
  remember_me: boolean;
}

export function useLogin() {
  const navigate = useNavigate();
  const siteId = useSiteId();
  const { search } = useLocation();

  return useCallback(
    async (values: LoginValues): Promise<SubmissionErrors | undefined> => {
      const result = await postLogin({
        email: values.email.trim(),
        password: values.password,
        remember_me: values.remember_me,
      });
      if (!result.ok) {
        toastUnlessHandled(result.error, messages.loginFailure);
        return { [FORM_ERROR]: failureMessage(result.error, messages.loginFailure) };
      }
      startDraftSession();
      toast.success(messages.loginSuccess);
      await forgetPreviousSession();
      const returnTo = safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM), siteId);
      navigate(returnTo ?? portalPath(siteId, 'infos'));
      return undefined;
    },
    [navigate, search, siteId],
  );
}
