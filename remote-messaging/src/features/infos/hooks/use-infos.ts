// The announcement list (query cache); a failure shows inline and as a toast. `markRead` flags an
// item read in the cached list once its detail has loaded (the server records the read itself).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { InfoListItem } from '@portal/shared/contract/infos';
import { toastError } from '@portal/shared/query-client';
import { useSiteId } from '@portal/shared/use-site-id';
import { infosQuery } from '../api/get-infos';
import { messages } from '../../../messages';

export type InfosState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: InfoListItem[] };

export function useInfos() {
  const siteId = useSiteId();
  const client = useQueryClient();
  const query = useQuery(infosQuery(siteId));

  useEffect(() => {
    if (query.error) toastError(query.error, messages.infosListFailure);
  }, [query.error]);

  const markRead = useCallback(
    (id: number) =>
      client.setQueryData(infosQuery(siteId).queryKey, (items) =>
        items?.map((item) =>
          item.id === id && item.isUnread ? { ...item, isUnread: false } : item,
        ),
      ),
    [client, siteId],
  );

  const state: InfosState = query.isPending
    ? { status: 'loading' }
    : query.isError
      ? { status: 'error' }
      : { status: 'ready', items: query.data };
  return { state, markRead };
}
