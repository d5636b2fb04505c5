// GET /applicants page by page (50 at a time, the keyword searched by the server), as the
// applicant list (remote-applicants) and the job page's 候補者一覧 (remote-jobs) both read it:
// one call and one cache key, so an applicant saved in one is listed in the other.
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from './api';
import { unwrapResult } from '@portal/shared/query-client';

export const APPLICANT_PAGE_SIZE = 50;

export const applicantListKeys = {
  all: ['applicants', 'list'] as const,
  search: (keyword: string) => ['applicants', 'list', keyword] as const,
};

export function getApplicantPage(keyword: string, cursor: number | null) {
  return api.get('/applicants', {
    query: {
      keyword: keyword || undefined,
      cursor: cursor ?? undefined,
      limit: APPLICANT_PAGE_SIZE,
    },
  });
}

export function useApplicantPages(keyword: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: applicantListKeys.search(keyword),
    queryFn: ({ pageParam }) => unwrapResult(getApplicantPage(keyword, pageParam)),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: (previous) => previous,
    enabled: options.enabled,
  });
}
