// A remote's page in a chunk of its own (React.lazy), fetched when its route opens, with a
// loading line in its place meanwhile (<Later>). When the remote's routes module is evaluated
// on that very route (a deep link, a reload), the chunk is asked for at once, beside the
// remote's other chunks, instead of once the section has rendered (a cold job page or candidate
// page waited for it after everything else).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { PortalRoute } from '../routes';
import { patternMatches, segmentsOf } from '../section-registry';
import { portalPathParts } from '../site';
import { LoadingText } from './loading-text';

/** Whether the browser is on one of `routes` now (below /{id}/employment-agency/). */
export function isOnRoute(routes: readonly PortalRoute[], pathname: string): boolean {
  const rest = portalPathParts(pathname)?.subPath;
  if (!rest) return false;
  const segments = segmentsOf(rest);
  return routes.some((route) => patternMatches(route.path, segments));
}

/**
 * `load` resolves with the page's component; `opensOn`, the routes that show it. An early load
 * that failed is forgotten: the route's first render asks again (a failure then is React.lazy's,
 * as before: the remote's error boundary reloads once on a chunk failure).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page keeps its own props
export function lazyPage<C extends ComponentType<any>>(
  opensOn: readonly PortalRoute[],
  load: () => Promise<C>,
) {
  let loading: Promise<{ default: C }> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  if (typeof window !== 'undefined' && isOnRoute(opensOn, window.location.pathname)) {
    // A failure shows when the route renders it (and asks again), never as an unhandled one.
    start().catch(() => undefined);
  }
  return lazy(start);
}

/** A lazy page in its place: a loading line until its chunk has arrived. */
export function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingText />}>{children}</Suspense>;
}
