// POST /company-code-auth: checks the company code the operator issued for this agency and e-mail.
import type { CompanyCodeAuthRequest } from '@portal/shared/contract';
import { http } from '@portal/shared/http';

export function postCompanyCodeAuth(body: CompanyCodeAuthRequest) {
  return http.post<null>('/company-code-auth', body);
}
