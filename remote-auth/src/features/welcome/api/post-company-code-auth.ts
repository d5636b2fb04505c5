// POST /company-code-auth: checks the company code the operator issued for this agency and e-mail.
import { api } from '@portal/shared/api';
import type { CompanyCodeAuthRequest } from '@portal/shared/contract/signup';

export function postCompanyCodeAuth(body: CompanyCodeAuthRequest) {
  return api.post('/company-code-auth', { body });
}
