// GET /infos: the announcements of the current service line, newest first. A failure is toasted
// once by the query cache (and shown inline by the page).
// useInfos: the announcement list (query cache); a failure shows inline and as a toast (the query's
// `failure`, told once by the cache). `markRead` flags an item read in the cached list once its
// detail has loaded (the server records the read itself).
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';
import type { InfoListItem } from '@portal/shared/contract/infos';
import { messages } from '../../../messages';

export const infosQuery = () => callQuery('/infos', {}, { failure: messages.infosListFailure });

export type InfosState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: InfoListItem[] };

export function useInfos() {
  const client = useQueryClient();
  const query = useQuery(infosQuery());

  const markRead = useCallback(
    (id: number) =>
      client.setQueryData(infosQuery().queryKey, (items) =>
        items?.map((item) =>
          item.id === id && item.isUnread ? { ...item, isUnread: false } : item,
        ),
      ),
    [client],
  );

  const state: InfosState = query.isPending
    ? { status: 'loading' }
    : query.isError
      ? { status: 'error' }
      : { status: 'ready', items: query.data };
  return { state, markRead };
}
