// Mounts one exposed remote component: a loading text while it arrives, and an error boundary whose
// retry loads it again without reloading the page, so the header and sidebar keep working.
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { loadRemoteComponent, type RemoteModuleId } from './remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { messages } from '../messages';

const components = new Map<RemoteModuleId, LazyExoticComponent<ComponentType>>();

/** One lazy component per module, so moving between pages of a remote does not suspend again. */
function lazyRemote(id: RemoteModuleId): LazyExoticComponent<ComponentType> {
  const cached = components.get(id);
  if (cached) return cached;
  const component = lazy(() =>
    loadRemoteComponent(id).then((Component) => ({ default: Component })),
  );
  components.set(id, component);
  return component;
}

/** Tests load remotes through a mock; each test starts without cached components. */
export function resetRemoteComponents(): void {
  components.clear();
}

function RemoteComponent({ id }: { id: RemoteModuleId }) {
  const Component = lazyRemote(id);
  return <Component />;
}

export function RemoteMount({ id }: { id: RemoteModuleId }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary
      key={`${id}#${attempt}`}
      // Forget the failed component once the failure is shown (not while React still retries the
      // render): the retry, or the next visit, then loads afresh.
      onError={() => components.delete(id)}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={<LoadingText>{messages.remoteLoading}</LoadingText>}>
        <RemoteComponent id={id} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
