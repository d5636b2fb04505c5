// Prefetch on intent: a list row that opens a detail starts loading it when the pointer rests on
// the row's link or the keyboard focuses it, so the detail usually opens already loaded. The
// detail's own query options are the prefetch's, so the cache entry is the one the page reads.
import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';

/** `intent(detailQuery(id))` gives the link's onMouseEnter and onFocus. */
export function useIntentPrefetch() {
  const client = useQueryClient();
  return useCallback(
    <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
      options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
    ) => {
      // prefetchQuery never throws and skips a fresh entry: hovering twice costs nothing.
      const prefetch = () => void client.prefetchQuery(options);
      return { onMouseEnter: prefetch, onFocus: prefetch };
    },
    [client],
  );
}
