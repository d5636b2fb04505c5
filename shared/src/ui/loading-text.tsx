// LoadingText: an inline "loading…" line with a spinner, announced politely (role="status").
// `data-loading` tells the shell that the page still loads what it shows (no section is then
// loaded ahead: shell/src/app/idle-prefetch.ts).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from './spinner';
import { inlineRow } from './layout';

export const DEFAULT_LOADING_TEXT = '読み込み中...';

const Line = styled.div`
  ${inlineRow('sm')}
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function LoadingText({
  children = DEFAULT_LOADING_TEXT,
  className,
}: {
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Line role="status" aria-live="polite" data-loading="" className={className}>
      <Spinner />
      <span>{children}</span>
    </Line>
  );
}
