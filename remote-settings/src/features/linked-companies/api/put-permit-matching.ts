// PUT /settings/permit-matchings/{id}: applies a company code. A link changes what the shell
// shows, so a success reloads the table and refreshes the shell's company dropdown and badges.
import { useCallback } from 'react';
import { api } from '@portal/shared/api';
import type { PermitMatchingUpdateRequest } from '@portal/shared/contract/settings';
import { toast } from '@portal/shared/feedback';
import { toastUnlessHandled } from '@portal/shared/form-failures';
import { failureMessage } from '@portal/shared/http';
import { refreshSidebarBadges } from '@portal/shared/api-get-sidebar-badges';
import { refreshMatchedCompanies } from '@portal/shared/api-get-matched-companies';
import { messages } from '../../../messages';

export function putPermitMatching(id: number, body: PermitMatchingUpdateRequest) {
  return api.put('/settings/permit-matchings/{companyId}', { params: { companyId: id }, body });
}

export type ApplyOutcome = { ok: true } | { ok: false; message?: string };

export function useApplyCompanyCode(reloadList: () => Promise<void>) {
  return useCallback(
    async (id: number, companyCode: string): Promise<ApplyOutcome> => {
      const result = await putPermitMatching(id, { companyCode });
      if (!result.ok) {
        toastUnlessHandled(result.error, messages.linkFailure);
        // The server's reason (a wrong code) belongs under the input; other failures are toasted.
        const message = failureMessage(result.error, '');
        return { ok: false, message: message === '' ? undefined : message };
      }
      toast.success(messages.linkSuccess);
      await Promise.all([reloadList(), refreshMatchedCompanies(), refreshSidebarBadges()]);
      return { ok: true };
    },
    [reloadList],
  );
}
