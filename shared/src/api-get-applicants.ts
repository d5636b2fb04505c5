// GET /applicants page by page (50 at a time, the keyword searched by the server), as the
// applicant list (remote-applicants) and the job page's 候補者一覧 (remote-jobs) both read it:
// one call and one cache key, so an applicant saved in one is listed in the other.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from './api';
import { unwrapResult } from '@portal/shared/query-client';
import { useDebounced } from './use-debounced';

export const APPLICANT_PAGE_SIZE = 50;
/** The server search runs this long after the last key. */
export const APPLICANT_SEARCH_DELAY_MS = 250;

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

export const applicantPagesQuery = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: applicantListKeys.search(keyword),
    queryFn: ({ pageParam }) => unwrapResult(getApplicantPage(keyword, pageParam)),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: (previous) => previous,
  });

export function useApplicantPages(keyword: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...applicantPagesQuery(keyword), enabled: options.enabled });
}

/**
 * The applicant search of a list: the field's text (updated at once), the pages of the server's
 * search for it (run 250 ms after the last key, deferred so typing stays smooth), the words
 * searched for (empty: the whole list), the applicants loaded so far and the total. `loadMoreNear(lastIndex, ahead)` fetches the next page when the
 * last row on screen is within `ahead` rows of the end (call it from a virtualised list).
 */
export function useApplicantSearch() {
  const [keyword, setKeyword] = useState('');
  const search = useDeferredValue(useDebounced(keyword.trim(), APPLICANT_SEARCH_DELAY_MS));
  const query = useApplicantPages(search);
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  return { keyword, setKeyword, search, query, items, total };
}

/** Fetches the next page of a paged query when the last row shown is within `ahead` of the end. */
export function useLoadMoreNear(
  query: ReturnType<typeof useApplicantPages>,
  loaded: number,
  lastIndex: number,
  ahead: number,
) {
  useEffect(() => {
    if (lastIndex >= loaded - ahead && query.hasNextPage && !query.isFetchingNextPage) {
      void query.fetchNextPage();
    }
  }, [lastIndex, loaded, ahead, query]);
}
