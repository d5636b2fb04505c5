// GET /applicants: pages of 50, fetched as the list scrolls; the keyword runs on the server.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ApplicantPage } from '@portal/shared/contract/applicants';
import { http } from '@portal/shared/http';
import { unwrapResult } from '@portal/shared/query-client';
import { queryKeys } from '../../../query-keys';

export const APPLICANT_PAGE_SIZE = 50;

export function getApplicants(keyword: string, cursor: number | null) {
  return http.get<ApplicantPage>('applicants', {
    searchParams: {
      keyword: keyword || undefined,
      cursor: cursor ?? undefined,
      limit: APPLICANT_PAGE_SIZE,
    },
  });
}

export function useApplicants(keyword: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.applicants(keyword),
    queryFn: ({ pageParam }) => unwrapResult(getApplicants(keyword, pageParam)),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: (previous) => previous,
  });
}
