// Mounts a page another remote exposes, loaded at run time (never a build-time import between
// remotes): a loading text while it arrives, and the caller's error boundary, whose retry loads it
// again without reloading the page. One lazy component per module id, so moving between pages of
// a remote does not suspend again; a failed one is forgotten, so the retry or the next visit
// loads afresh. The shell mounts its sections with it, remote-applicants the referral form.
import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

/** The caller's error boundary: `onError` when it catches, `onRetry` from its fallback. */
export interface MountBoundaryProps {
  onError: () => void;
  onRetry: () => void;
  children: ReactNode;
}
export type MountBoundary = ComponentType<MountBoundaryProps>;

type Loader<P> = (id: string) => Promise<ComponentType<P>>;
/** A module the caller already loaded (e.g. ahead, in idle time): mounted as is, no suspense. */
type Warm<P> = (id: string) => ComponentType<P> | undefined;

const components = new Map<
  string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each id keeps its own props
  ComponentType<any> | LazyExoticComponent<ComponentType<any>>
>();

function lazyRemote<P extends object>(
  id: string,
  load: Loader<P>,
  warm: Warm<P> | undefined,
): ComponentType<P> | LazyExoticComponent<ComponentType<P>> {
  const cached = components.get(id);
  if (cached) return cached;
  const component =
    warm?.(id) ?? lazy(() => load(id).then((Component) => ({ default: Component })));
  components.set(id, component);
  return component;
}

/** Tests load remotes through a mock; each test starts without cached components. */
export function resetRemoteComponents(): void {
  components.clear();
}

function RemoteComponent<P extends object>({
  id,
  load,
  warm,
  props,
}: {
  id: string;
  load: Loader<P>;
  warm: Warm<P> | undefined;
  props: P;
}) {
  const Component = lazyRemote(id, load, warm);
  return <Component {...props} />;
}

export function RemoteMount<P extends object = Record<string, never>>({
  id,
  load,
  warm,
  props = {} as P,
  loading,
  boundary: Boundary,
}: {
  /** The federation module id, e.g. 'remote_jobs/ReferralForm'. */
  id: string;
  /** Loads the module's default export (through the instance that knows its remote). */
  load: Loader<P>;
  /** The module's component if it is loaded already: its first mount does not suspend. */
  warm?: Warm<P>;
  props?: P;
  /** Shown while the module arrives. */
  loading: ReactNode;
  boundary: MountBoundary;
}) {
  const [attempt, setAttempt] = useState(0);
  return (
    <Boundary
      key={`${id}#${attempt}`}
      // Forget the failed component once the failure is shown (not while React still retries the
      // render): the retry, or the next visit, then loads afresh.
      onError={() => components.delete(id)}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={loading}>
        <RemoteComponent id={id} load={load} warm={warm} props={props} />
      </Suspense>
    </Boundary>
  );
}
