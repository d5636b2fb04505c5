// Finding applicants, as remote-applicants and remote-jobs both do: GET /applicants page by page
// (50 at a time, the keyword searched by the server) for the applicant list and the job page's
// 候補者一覧, and GET /applicants/possible-duplicates while a form is typed (issue 21). The reads
// are the contract's (callPagesQuery, callQuery): one cache entry per search whichever remote
// reads it, refreshed by every write that changes applicants.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callPagesQuery, callQuery } from '@portal/shared/call-query';
import type { PossibleDuplicatesQuery } from './contract/applicants';
import { useDebounced } from './use-debounced';
import { emailKey, MIN_PHONE_KEY_LENGTH, nameKey, phoneKey } from './rules/identity';

export const APPLICANT_PAGE_SIZE = 50;
/** The server search runs this long after the last key. */
export const APPLICANT_SEARCH_DELAY_MS = 250;
/** The duplicate check runs this long after the last key: a typed word is one request. */
export const DUPLICATE_CHECK_DELAY_MS = 400;

/** The pages of the server's search for `keyword` (empty: the whole list). */
export const applicantPagesQuery = (keyword: string) => ({
  ...callPagesQuery('/applicants', {
    query: { keyword: keyword || undefined, limit: APPLICANT_PAGE_SIZE },
  }),
  // A new search keeps the previous rows on screen until its first page arrives.
  placeholderData: keepPreviousData,
});

export function useApplicantPages(keyword: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...applicantPagesQuery(keyword), enabled: options.enabled });
}

/**
 * The applicant search of a list: the field's text (updated at once), the pages of the server's
 * search for it (run 250 ms after the last key, deferred so typing stays smooth), the words
 * searched for (empty: the whole list), the applicants loaded so far and the total.
 */
export function useApplicantSearch() {
  const [keyword, setKeyword] = useState('');
  const search = useDeferredValue(useDebounced(keyword.trim(), APPLICANT_SEARCH_DELAY_MS));
  const query = useApplicantPages(search);
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  return { keyword, setKeyword, search, query, items, total };
}

/**
 * Fetches the next page of a paged query when the last row on screen is within `ahead` rows of
 * the end (call it from a virtualised list).
 */
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

/** Whether the typed values can match anyone: a whole phone, or a name with an address. */
export function canMatch(query: PossibleDuplicatesQuery): boolean {
  const named = Boolean(nameKey(query.name ?? '') || nameKey(query.kana ?? ''));
  return (
    phoneKey(query.phone ?? '').length >= MIN_PHONE_KEY_LENGTH ||
    (named && emailKey(query.email ?? '').includes('@'))
  );
}

/**
 * The applicants the typed values may already be (the register and edit forms, the merge dialog,
 * the referral form of a new applicant); empty until the values can match anyone.
 */
export function usePossibleDuplicates(query: PossibleDuplicatesQuery) {
  const settled = useDebounced(
    {
      name: query.name?.trim() || undefined,
      kana: query.kana?.trim() || undefined,
      phone: query.phone?.trim() || undefined,
      email: query.email?.trim() || undefined,
      exceptId: query.exceptId,
    },
    DUPLICATE_CHECK_DELAY_MS,
  );
  const enabled = canMatch(settled);
  const result = useQuery({
    ...callQuery('/applicants/possible-duplicates', { query: settled }),
    enabled,
  });
  return enabled ? (result.data ?? []) : [];
}
