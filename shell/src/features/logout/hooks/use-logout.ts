// Logs out, tells the user, and leaves for the login page of the same service line.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@portal/shared/feedback';
import { loginPath, type SiteId } from '@portal/shared/site';
import { useSelectedCompanyStore } from '@portal/shared/stores';
import { postLogout } from '../api/post-logout';
import { messages } from '../../../messages';

export function useLogout(siteId: SiteId) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    const result = await postLogout();
    setPending(false);
    if (!result.ok) {
      toast.error(messages.logoutFailure);
      return;
    }
    // The next user of this browser must not inherit the company filter.
    useSelectedCompanyStore.getState().setSelectedCompanyId(null);
    toast.success(messages.logoutSuccess);
    navigate(loginPath(siteId));
  }, [navigate, siteId]);

  return { logout, pending };
}
