// Catches a remote that fails to load or render. A chunk that still fails after the loader's
// retries reloads the page once, with a notice (a deploy removed what this tab had); any other
// failure shows a Japanese fallback with its reason and a retry that loads the remote afresh.
// The rest of the shell stays live. The boundary is react-error-boundary's.
import { useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import styled from 'styled-components';
import { Button } from '@portal/shared/ui/button';
import { card } from '@portal/shared/ui/layout';
import { messages } from '../messages';
import { claimChunkReload, describeRemoteFailure, needsReload, pageReload } from './remote-failure';

interface Props {
  onError: () => void;
  onRetry: () => void;
  children: ReactNode;
}

export function RemoteErrorBoundary({ onError, onRetry, children }: Props) {
  // Decided once per failure, in onError (a chunk failure may reload the page only once).
  const [reloading, setReloading] = useState(false);
  return (
    <ErrorBoundary
      onError={(error) => {
        onError();
        if (needsReload(error) && claimChunkReload()) setReloading(true);
      }}
      fallbackRender={(props) =>
        reloading ? <ReloadNotice /> : <FailureNotice {...props} onRetry={onRetry} />
      }
    >
      {children}
    </ErrorBoundary>
  );
}

function ReloadNotice() {
  useEffect(() => {
    const timer = setTimeout(() => pageReload.run(), pageReload.delayMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Fallback role="status">
      <p>{messages.remoteReloading}</p>
    </Fallback>
  );
}

function FailureNotice({ error, onRetry }: Pick<FallbackProps, 'error'> & { onRetry: () => void }) {
  const { kind, reason } = describeRemoteFailure(error);
  return (
    <Fallback role="alert">
      <FallbackTitle>{messages.remoteFailedTitle}</FallbackTitle>
      <p>{kind === 'version' ? messages.remoteIncompatible : messages.remoteFailed}</p>
      <Reason>
        {messages.remoteReason}: {reason}
      </Reason>
      <Button onClick={onRetry}>{messages.remoteRetry}</Button>
    </Fallback>
  );
}

const Fallback = styled.div`
  max-width: 520px;
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xxl};
  ${card}
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;
  p {
    margin-bottom: ${({ theme }) => theme.space.xl};
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.7;
  }
`;

const FallbackTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Reason = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  text-align: left;
`;
