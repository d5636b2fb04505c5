// The column of fields and the submit row shared by the account and password forms.
import styled from 'styled-components';
import { Button } from '@portal/shared/ui/button';
import { InlineError } from './inline-error';
import { Stack, stack } from '@portal/shared/ui/layout';

export const FieldStack = styled.div`
  ${stack('lg')}
  max-width: 560px;
`;

const Actions = styled(Stack).attrs({ $gap: 'sm', $align: 'flex-start' } as const)`
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** The submit button and, under it, the server's reason that no field claimed. */
export function SubmitRow({
  label,
  submitting,
  error,
}: {
  label: string;
  submitting?: boolean;
  error: unknown;
}) {
  return (
    <Actions>
      {/* Busy, not disabled: a disabled button would drop the keyboard focus to the page. */}
      <Button type="submit" busy={submitting}>
        {label}
      </Button>
      {typeof error === 'string' ? <InlineError>{error}</InlineError> : null}
    </Actions>
  );
}
