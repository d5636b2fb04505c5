// Loads the announcement list once; a failure shows inline and as a toast. `markRead` flags an
// item read locally once its detail has loaded (the server records the read itself).
import { useCallback, useEffect, useState } from 'react';
import type { InfoListItem } from '@portal/shared/contract/infos';
import { toastFailure } from '@portal/shared/http';
import { getInfos } from '../api/get-infos';
import { messages } from '../../../messages';

export type InfosState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: InfoListItem[] };

export function useInfos() {
  const [state, setState] = useState<InfosState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    void getInfos().then((result) => {
      if (!active) return;
      if (result.ok) {
        setState({ status: 'ready', items: result.data });
        return;
      }
      setState({ status: 'error' });
      toastFailure(result.error, messages.infosListFailure);
    });
    return () => {
      active = false;
    };
  }, []);

  const markRead = useCallback((id: number) => {
    setState((current) =>
      current.status === 'ready'
        ? {
            ...current,
            items: current.items.map((item) =>
              item.id === id && item.isUnread ? { ...item, isUnread: false } : item,
            ),
          }
        : current,
    );
  }, []);

  return { state, markRead };
}
