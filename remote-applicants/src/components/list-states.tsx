// The error state with a retry button every list and page of this remote shows.
import styled from 'styled-components';
import { Button } from '@portal/shared/ui/button';
import { messages } from '../messages';
import { Stack } from '@portal/shared/ui/layout';

/**
 * A failed load with its retry. The toast of a failed detail (候補者情報の取得に失敗しました) is
 * the query cache's, from the read's `failure` (@portal/shared/call-query), once per failure.
 */
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

const Box = styled(Stack).attrs({ $gap: 'sm', $align: 'flex-start' } as const)`
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
`;
