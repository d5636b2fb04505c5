// POST /signup/store-account-info: creates the main account of a company code and logs it in.
// POST /signup/store-sub-account: creates a sub-account from an invitation hash and logs it in.
// useSignup submits the sign-up form: a main account (with the company code) or, with an invitation
// hash, a sub-account. The server starts the session, so a success refreshes what the shell shows
// for it and goes to お知らせ after the §9 delay; failures get the §8 toast and the server's reasons.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { api } from '@portal/shared/api';
import type {
  SignupRequest,
  SubAccountSignupRequest,
  SignupResponse,
} from '@portal/shared/contract/signup';
import { toast } from '@portal/shared/feedback';
import type { Result } from '@portal/shared/http';
import { portalPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { refusedSubmission } from '@portal/shared/form-failures';
import { clearSignupHandoff } from '../../../lib/signup-handoff';
import { forgetPreviousSession } from '../../../lib/previous-session';
import { messages } from '../../../messages';

export function postStoreAccountInfo(body: SignupRequest) {
  return api.post('/signup/store-account-info', { body });
}

export function postStoreSubAccount(body: SubAccountSignupRequest) {
  return api.post('/signup/store-sub-account', { body });
}

export type SignupValues = SignupRequest;

/** Spec 1 §9: navigation after a save is delayed 100 ms (the toast is seen before the page moves). */
export const NAVIGATION_DELAY_MS = 100;

const FIELDS: readonly (keyof SignupValues)[] = [
  'userId',
  'password',
  'email',
  'companyName',
  'phone',
  'contactPerson',
  'address',
  'companyCode',
];

function send(values: SignupValues, hashId: string | undefined): Promise<Result<SignupResponse>> {
  const account = {
    userId: values.userId.trim(),
    password: values.password,
    email: values.email.trim(),
    companyName: values.companyName.trim(),
    phone: values.phone.trim(),
    contactPerson: values.contactPerson.trim(),
    address: values.address.trim(),
  };
  const companyCode = values.companyCode.trim();
  return hashId === undefined
    ? postStoreAccountInfo({ ...account, companyCode })
    : postStoreSubAccount({ ...account, hashId, companyCode });
}

function exception(error: unknown): SubmissionErrors {
  console.error(messages.signupException, error);
  toast.error(messages.signupException);
  return { [FORM_ERROR]: messages.signupException };
}

export function useSignup(hashId: string | undefined) {
  const navigate = useNavigate();
  const siteId = useSiteId();

  return useCallback(
    async (values: SignupValues): Promise<SubmissionErrors | undefined> => {
      let result: Result<SignupResponse>;
      try {
        result = await send(values, hashId);
      } catch (error) {
        return exception(error);
      }
      if (!result.ok) {
        const failure = result.error;
        // The request never got an answer (network down, an unexpected error): not a refusal.
        if (failure.kind !== 'http') return exception(failure);
        return refusedSubmission(failure, FIELDS, messages.signupFailure);
      }
      toast.success(messages.signupSuccess);
      clearSignupHandoff();
      await forgetPreviousSession();
      window.setTimeout(() => navigate(portalPath(siteId, 'infos')), NAVIGATION_DELAY_MS);
      return undefined;
    },
    [hashId, navigate, siteId],
  );
}
