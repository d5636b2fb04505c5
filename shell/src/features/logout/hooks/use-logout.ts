// Logs out, tells the user, and leaves for the login page of the same service line; the company
// filter, the loaded server state and the drafts of the session do not stay for the next user of
// the browser.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { endDraftSession } from '@portal/shared/drafts';
import { askToLeave } from '@portal/shared/leave-guard';
import { toast } from '@portal/shared/feedback';
import { toastFailure } from '@portal/shared/http';
import { forgetSessionData } from '@portal/shared/query-client';
import { loginPath, type SiteId } from '@portal/shared/site';
import { useSelectedCompanyStore } from '@portal/shared/stores';
import { postLogout } from '../api/post-logout';
import { messages } from '../../../messages';

export function useLogout(siteId: SiteId) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const logOut = useCallback(async () => {
    setPending(true);
    const result = await postLogout();
    setPending(false);
    // A session that had already expired is logged out all the same: one ログアウトしました.
    const alreadyOut = !result.ok && result.error.kind === 'http' && result.error.status === 401;
    if (!result.ok && !alreadyOut) {
      // One message: none more when the client already toasted (5xx).
      toastFailure(result.error, messages.logoutFailure);
      return;
    }
    // The next user of this browser must not inherit the company filter nor any draft.
    useSelectedCompanyStore.getState().setSelectedCompanyId(null);
    forgetSessionData();
    endDraftSession();
    toast.success(messages.logoutSuccess);
    navigate(loginPath(siteId));
  }, [navigate, siteId]);

  /** A form with unsaved typing on the page asks first (the leave guard). */
  const logout = useCallback(
    () => askToLeave(loginPath(siteId), () => void logOut()),
    [logOut, siteId],
  );

  return { logout, pending };
}
