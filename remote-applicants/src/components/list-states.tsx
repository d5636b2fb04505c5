// The error state with a retry button every list and page of this remote shows.
import styled from 'styled-components';
import { Button } from '@portal/shared/ui/button';
import { messages } from '../messages';

export function ErrorWithRetry({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box role="alert">
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {messages.list.retry}
      </Button>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
`;
