// GET /infos/{id}: one announcement with its HTML body.
// useInfoDetail: the detail of the announcement being opened (query cache; an answer for another
// one never shows under this one). Calls `onLoaded` once the body is in.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';
import type { InfoDetail } from '@portal/shared/contract/infos';
import { failureOf } from '@portal/shared/query-client';
import { isHttpStatus } from '@portal/shared/http';
import { messages } from '../../../messages';

export const infoQuery = (id: number) => {
  const query = callQuery('/infos/{infoId}', { params: { infoId: id } });
  // The modal explains a failure at once (its own message per kind) instead of retrying.
  return { ...query, retry: false };
};

export type InfoDetailState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; detail: InfoDetail };

function detailErrorMessage(error: Error): string {
  const failure = failureOf(error);
  if (failure && isHttpStatus(failure, 404)) return messages.detailNotFound;
  if (failure?.kind !== 'http') return messages.detailError;
  return messages.detailFailure;
}

export function useInfoDetail(id: number | null, onLoaded: (id: number) => void): InfoDetailState {
  const query = useQuery({ ...infoQuery(id ?? 0), enabled: id !== null });

  useEffect(() => {
    if (id !== null && query.data) onLoaded(id);
  }, [id, query.data, onLoaded]);

  if (id === null) return { status: 'idle' };
  if (query.isError) return { status: 'error', message: detailErrorMessage(query.error) };
  if (query.data) return { status: 'ready', detail: query.data };
  return { status: 'loading' };
}
