// A read that failed, said where its content would be, with the button that asks again (spec:
// list and field-definition failures show 再読み込み). The toast of the failure, if any, is the
// query cache's (the read's `failure`, @portal/shared/call-query), once per failure.
import styled from 'styled-components';
import { Button } from './button';
import { Cluster } from './layout';

export const RETRY_LABEL = '再読み込み';

export function ErrorWithRetry({
  message,
  onRetry,
  retryLabel = RETRY_LABEL,
}: {
  message: string;
  onRetry: () => void;
  retryLabel?: string;
}) {
  return (
    <Box role="alert">
      <p>{message}</p>
      <Button type="button" variant="secondary" size="sm" onClick={onRetry}>
        {retryLabel}
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
