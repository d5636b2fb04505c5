// Loading a resource once on mount, with a `reload` that keeps the current data on screen until
// the new answer arrives (the linked-company table must not flash back to its loading text).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Result } from '@portal/shared/http';

export type LoadState<T> =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * `fetcher` and `select` must be stable (module-level functions): they are effect dependencies.
 * `select` turns the raw answer (null for an empty body) into what the screen shows.
 */
export function useLoadState<Raw, T>(
  fetcher: () => Promise<Result<Raw | null>>,
  select: (raw: Raw | null) => T,
) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const mounted = useRef(false);

  const reload = useCallback(async (): Promise<void> => {
    const result = await fetcher();
    if (!mounted.current) return;
    setState(result.ok ? { status: 'ready', data: select(result.data) } : { status: 'error' });
  }, [fetcher, select]);

  useEffect(() => {
    mounted.current = true;
    void reload();
    return () => {
      mounted.current = false;
    };
  }, [reload]);

  return { state, reload };
}
