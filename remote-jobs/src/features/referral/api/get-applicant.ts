// GET /applicants/{id}: the existing applicant a referral is for; the form starts from their
// name and contact instead of empty identity fields.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicantQueryKey, getApplicant } from '@portal/shared/api-get-applicant';
import type { ApplicantDetail } from '@portal/shared/contract/applicants';
import { unwrapResult } from '@portal/shared/query-client';

export const applicantQuery = (id: number) =>
  queryOptions({
    queryKey: applicantQueryKey(id),
    queryFn: () => unwrapResult(getApplicant(id)),
    // The form does not wait long for it: without it the identity fields start empty.
    retry: false,
  });

export function useApplicant(id: number | null) {
  return useQuery({ ...applicantQuery(id ?? 0), enabled: id !== null });
}

/** The applicant as answers of the identity fields of the referral form. */
export function identityAnswers(applicant: ApplicantDetail | undefined): Record<string, string> {
  if (!applicant) return {};
  return {
    seiKanji: applicant.seiKanji,
    meiKanji: applicant.meiKanji,
    seiKana: applicant.seiKana,
    meiKana: applicant.meiKana,
    pcEmail: applicant.email,
    mobileNumber: applicant.phone,
  };
}
