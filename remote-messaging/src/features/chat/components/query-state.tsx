// Loading and error-with-retry states of the chat lists, one look everywhere.
import styled from 'styled-components';
import { Button } from '@portal/shared/ui/button';
import { messages } from '../../../messages';
import { Cluster } from '@portal/shared/ui/layout';

export function ErrorWithRetry({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box role="alert">
      <p>{message}</p>
      <Button type="button" variant="secondary" size="sm" onClick={onRetry}>
        {messages.retry}
      </Button>
    </Box>
  );
}

const Box = styled(Cluster).attrs({ $align: 'center' } as const)`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;
