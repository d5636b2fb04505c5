// The error state with a retry button every list and page of this remote shows.
import { useEffect } from 'react';
import styled from 'styled-components';
import { toastError } from '@portal/shared/query-client';
import { Button } from '@portal/shared/ui/button';
import { messages } from '../messages';
import { Stack } from '@portal/shared/ui/layout';

/**
 * A failed load with its retry. With `error` (a failed detail: 候補者情報の取得に失敗しました) the
 * message is also the catalogue's toast, once per failure.
 */
export function ErrorWithRetry({
  message,
  onRetry,
  error,
}: {
  message: string;
  onRetry: () => void;
  error?: unknown;
}) {
  useEffect(() => {
    if (error !== undefined) toastError(error, message);
  }, [error, message]);
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
