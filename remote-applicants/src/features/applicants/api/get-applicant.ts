// GET /applicants/{id}: the edit form's values. The id of an applicant merged into another
// answers the kept one (its id differs): the screen moves to the kept one's URL. The read is the
// contract's: remote-jobs' referral form reads the same cache entry.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';

/** `failure`: the toast of a failed read, where the screen is about the applicant. */
export function useApplicant(id: number, failure?: string) {
  return useQuery(callQuery('/applicants/{id}', { params: { id } }, { failure }));
}

/**
 * On a merged applicant's URL (applicants/{old}/…, applicants/edit/{old}): the same page of the
 * applicant it was merged into, replacing the history entry.
 */
export function useMergedRedirect(requestedId: number, answeredId: number | undefined) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (answeredId === undefined || answeredId === requestedId) return;
    const moved = pathname.replace(
      new RegExp(`/applicants/(edit/)?${requestedId}(?=/|$)`),
      (_, edit: string | undefined) => `/applicants/${edit ?? ''}${answeredId}`,
    );
    navigate(moved, { replace: true });
  }, [answeredId, requestedId, pathname, navigate]);
}
