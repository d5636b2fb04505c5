// GET /applicants: every applicant of the agency (候補者一覧 of the sidebar).
import { useQuery } from '@tanstack/react-query';
import { http } from '@portal/shared/http';
import { unwrapResult } from '@portal/shared/query-client';
import { jobKeys } from '../../../query-keys';

export interface ApplicantSummary {
  id: number;
  fullNameKanji: string;
  fullNameKana?: string;
}

export const getApplicants = () => http.get<ApplicantSummary[]>('applicants');

export function useApplicants(enabled: boolean) {
  return useQuery({
    queryKey: jobKeys.applicants,
    queryFn: () => unwrapResult(getApplicants()),
    enabled,
  });
}
