// PUT /settings/permit-matchings/{id}: applies a company code. A link changes what the shell
// shows: the write's tags (contract CHANGES: permit-matchings, matched-companies, badges) reload
// the table, the shell's company dropdown and badges before it settles.
import { useCallback } from 'react';
import { api } from '@portal/shared/api';
import type { PermitMatchingUpdateRequest } from '@portal/shared/contract/settings';
import { toast } from '@portal/shared/feedback';
import { toastUnlessHandled } from '@portal/shared/form-failures';
import { failureMessage } from '@portal/shared/http';
import { messages } from '../../../messages';

export function putPermitMatching(id: number, body: PermitMatchingUpdateRequest) {
  return api.put('/settings/permit-matchings/{companyId}', { params: { companyId: id }, body });
}

export type ApplyOutcome = { ok: true } | { ok: false; message?: string };

export function useApplyCompanyCode() {
  return useCallback(async (id: number, companyCode: string): Promise<ApplyOutcome> => {
    const result = await putPermitMatching(id, { companyCode });
    if (!result.ok) {
      toastUnlessHandled(result.error, messages.linkFailure);
      // The server's reason (a wrong code) belongs under the input; other failures are toasted.
      const message = failureMessage(result.error, '');
      return { ok: false, message: message === '' ? undefined : message };
    }
    toast.success(messages.linkSuccess);
    return { ok: true };
  }, []);
}
