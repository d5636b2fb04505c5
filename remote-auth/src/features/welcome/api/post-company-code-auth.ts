// POST /company-code-auth: checks the company code the operator issued for this agency and e-mail.
// useCompanyCodeAuth submits the welcome form: on success the §8 toast and on to signup with the
// e-mail and code (router state, kept in sessionStorage for a reload). A failure is logged as the
// spec says, and the server's reason is shown in the form instead of a toast, so the visitor knows
// what to fix.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SubmissionErrors } from 'final-form';
import { api } from '@portal/shared/api';
import type { CompanyCodeAuthRequest } from '@portal/shared/contract/signup';
import { toast } from '@portal/shared/feedback';
import { portalPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { submissionErrors } from '@portal/shared/form-failures';
import { saveSignupHandoff, type SignupHandoff } from '../../../lib/signup-handoff';
import { messages } from '../../../messages';

export function postCompanyCodeAuth(body: CompanyCodeAuthRequest) {
  return api.post('/company-code-auth', { body });
}

export interface WelcomeValues {
  company_code: string;
  email: string;
}

const FIELDS = ['company_code', 'email'] as const;

export function useCompanyCodeAuth() {
  const navigate = useNavigate();
  const siteId = useSiteId();

  return useCallback(
    async (values: WelcomeValues): Promise<SubmissionErrors | undefined> => {
      const handoff: SignupHandoff = {
        companyCode: values.company_code.trim(),
        email: values.email.trim(),
      };
      const result = await postCompanyCodeAuth({
        company_code: handoff.companyCode,
        email: handoff.email,
      });
      if (!result.ok) {
        console.error(messages.welcomeFailure, result.error);
        return submissionErrors(result.error, FIELDS, messages.welcomeFailure);
      }
      toast.success(messages.welcomeSuccess);
      saveSignupHandoff(handoff);
      navigate(portalPath(siteId, 'signup'), { state: handoff });
      return undefined;
    },
    [navigate, siteId],
  );
}
