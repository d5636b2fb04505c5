// Loads the detail of the announcement being opened; answers that arrive after it was closed or
// another was opened are dropped. Calls `onLoaded` once the body is in.
import { useEffect, useState } from 'react';
import type { InfoDetail } from '@portal/shared/contract/infos';
import { isHttpStatus, type HttpFailure } from '@portal/shared/http';
import { getInfo } from '../api/get-info';
import { messages } from '../../../messages';

export type InfoDetailState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; detail: InfoDetail };

function detailErrorMessage(failure: HttpFailure): string {
  if (isHttpStatus(failure, 404)) return messages.detailNotFound;
  if (failure.kind !== 'http') return messages.detailError;
  return messages.detailFailure;
}

export function useInfoDetail(id: number | null, onLoaded: (id: number) => void) {
  const [state, setState] = useState<InfoDetailState>({ status: 'idle' });

  useEffect(() => {
    if (id === null) {
      setState({ status: 'idle' });
      return undefined;
    }
    let active = true;
    setState({ status: 'loading' });
    void getInfo(id).then((result) => {
      if (!active) return;
      if (result.ok) {
        setState({ status: 'ready', detail: result.data });
        onLoaded(id);
      } else {
        setState({ status: 'error', message: detailErrorMessage(result.error) });
      }
    });
    return () => {
      active = false;
    };
  }, [id, onLoaded]);

  return state;
}
