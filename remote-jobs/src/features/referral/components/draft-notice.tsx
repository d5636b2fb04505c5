// Offers back the draft of a referral that was not sent (crash, closed tab, lost session).
import styled from 'styled-components';
import { formatDateTime } from '@portal/shared/format';
import { Button } from '@portal/shared/ui/button';
import { stack } from '@portal/shared/ui/layout';
import { messages } from '../../../messages';

export function DraftNotice(props: {
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <Box role="region" aria-label="入力途中の内容">
      <p>{messages.draftFound(formatDateTime(props.savedAt))}</p>
      <p>{messages.draftFilesNote}</p>
      <Actions>
        <Button type="button" size="sm" onClick={props.onRestore}>
          {messages.draftRestore}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={props.onDiscard}>
          {messages.draftDiscard}
        </Button>
      </Actions>
    </Box>
  );
}

const Box = styled.div`
  ${stack('xs')}
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.status.amber.fg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.status.amber.bg};
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;
