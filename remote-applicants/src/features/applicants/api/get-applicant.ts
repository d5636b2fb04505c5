// GET /applicants/{id}: the edit form's values. The id of an applicant merged into another
// answers the kept one (its id differs): the screen moves to the kept one's URL.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicantQueryKey, getApplicant } from '@portal/shared/api-get-applicant';
import { unwrapResult } from '@portal/shared/query-client';

/** The shared key (remote-jobs' referral form reads the same entry). */
export const applicantQuery = (id: number) =>
  queryOptions({
    queryKey: applicantQueryKey(id),
    queryFn: () => unwrapResult(getApplicant(id)),
  });

export function useApplicant(id: number) {
  return useQuery(applicantQuery(id));
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
