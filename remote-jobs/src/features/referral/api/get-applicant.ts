// GET /applicants/{id}: the existing applicant a referral is for; the form starts from their
// name and contact instead of empty identity fields. The read is the contract's: remote-applicants
// (the edit form, the referred jobs' heading) reads the same cache entry.
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';
import type { ApplicantDetail } from '@portal/shared/contract/applicants';

export function useApplicant(id: number | null) {
  return useQuery({
    ...callQuery('/applicants/{id}', { params: { id: id ?? 0 } }),
    // The form does not wait long for it: without it the identity fields start empty.
    retry: false,
    enabled: id !== null,
  });
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
