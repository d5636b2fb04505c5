// EmptyState: what a list shows when it has nothing (e.g. 'お知らせはありません').
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Stack } from './layout';

export interface EmptyStateProps {
  message: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

const Box = styled(Stack).attrs({ $gap: 'sm', $align: 'center' } as const)`
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Message = styled.p`
  font-weight: 600;
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function EmptyState({ message, description, action, className }: EmptyStateProps) {
  return (
    <Box className={className}>
      <Message>{message}</Message>
      {description ? <Description>{description}</Description> : null}
      {action ?? null}
    </Box>
  );
}
