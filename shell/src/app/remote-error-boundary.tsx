// Catches a remote that fails to load or render and offers a retry; the rest of the shell stays live.
import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@portal/shared/ui/button';
import { messages } from '../messages';

interface Props {
  onError: () => void;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onError();
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Fallback role="alert">
        <FallbackTitle>{messages.remoteFailedTitle}</FallbackTitle>
        <p>{messages.remoteFailed}</p>
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
