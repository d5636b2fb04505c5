// Mounts one section's page: the shared mount with the shell's loader (entry retries, idle
// prefetch) and its error boundary (a chunk failure reloads once; any other failure shows a
// fallback with its reason and a retry), so the header and sidebar keep working.
import { LoadingText } from '@portal/shared/ui/loading-text';
import { RemoteMount as SharedRemoteMount } from '@portal/shared/ui/remote-mount';
import { loadRemoteComponent, warmRemoteComponent, type RemoteModuleId } from './remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { messages } from '../messages';

export function RemoteMount({ id }: { id: RemoteModuleId }) {
  return (
    <SharedRemoteMount
      id={id}
      load={(module) => loadRemoteComponent(module as RemoteModuleId)}
      warm={(module) => warmRemoteComponent(module as RemoteModuleId)}
      loading={<LoadingText>{messages.remoteLoading}</LoadingText>}
      boundary={RemoteErrorBoundary}
    />
  );
}
