// Catches a remote that fails to load or render. A chunk that still fails after the loader's
// retries reloads the page once, with a notice (a deploy removed what this tab had); any other
// failure shows a Japanese fallback with its reason and a retry that loads the remote afresh.
// The rest of the shell stays live.
import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@portal/shared/ui/button';
import { messages } from '../messages';
import { claimChunkReload, describeRemoteFailure, needsReload, pageReload } from './remote-failure';

interface Props {
  onError: () => void;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  reloading: boolean;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false, reloading: false };
  private reloadTimer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError();
    if (needsReload(error) && claimChunkReload()) {
      this.setState({ reloading: true });
      this.reloadTimer = setTimeout(() => pageReload.run(), pageReload.delayMs);
    }
  }

  componentWillUnmount() {
    clearTimeout(this.reloadTimer);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.reloading) {
      return (
        <Fallback role="status">
          <p>{messages.remoteReloading}</p>
        </Fallback>
      );
    }
    const { kind, reason } = describeRemoteFailure(this.state.error);
    return (
      <Fallback role="alert">
        <FallbackTitle>{messages.remoteFailedTitle}</FallbackTitle>
        <p>{kind === 'version' ? messages.remoteIncompatible : messages.remoteFailed}</p>
        <Reason>
          {messages.remoteReason}: {reason}
        </Reason>
        <Button onClick={this.props.onRetry}>{messages.remoteRetry}</Button>
      </Fallback>
    );
  }
}

const Fallback = styled.div`
  max-width: 520px;
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xxl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
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
