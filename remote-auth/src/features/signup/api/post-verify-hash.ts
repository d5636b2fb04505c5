// POST /verify-hash: checks an invitation hash and answers what it prefills on the sign-up form.
// useVerifyHash checks the invitation hash of signup/{hashId} before the form is shown. A refused
// or failed check is logged and sends the visitor to welcome without a toast (spec 1 §8).
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '@portal/shared/api';
import type { VerifyHashRequest, VerifyHashResponse } from '@portal/shared/contract/signup';
import { portalPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { messages } from '../../../messages';

export function postVerifyHash(body: VerifyHashRequest) {
  return api.post('/verify-hash', { body });
}

export type HashVerification =
  { status: 'checking' } | { status: 'verified'; invitation: VerifyHashResponse };

export function useVerifyHash(hashId: string): HashVerification {
  const navigate = useNavigate();
  const siteId = useSiteId();
  // Keyed by hash, so moving to another invitation link shows "checking" again.
  const [verified, setVerified] = useState<{ hashId: string; invitation: VerifyHashResponse }>();

  useEffect(() => {
    let current = true;
    void postVerifyHash({ hashId }).then((result) => {
      if (result.ok) {
        if (current) setVerified({ hashId, invitation: result.data });
        return;
      }
      // A 404 (unknown hash) was already redirected by the shared client to signup, which
      // unmounted this page; welcome is still where a failed check leads.
      const redirected = result.error.kind === 'http' && result.error.handled === 'redirect';
      if (!current && !redirected) return;
      console.error(messages.verifyHashFailure, result.error);
      navigate(portalPath(siteId, 'welcome'), { replace: true });
    });
    return () => {
      current = false;
    };
  }, [hashId, navigate, siteId]);

  return verified?.hashId === hashId
    ? { status: 'verified', invitation: verified.invitation }
    : { status: 'checking' };
}
