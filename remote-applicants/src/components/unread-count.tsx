// The red count of a card's unread messages (capped at 999), read out as its number of unread
// messages; nothing when all are read.
import styled from 'styled-components';
import { unreadText } from '../lib/card-labels';
import { messages } from '../messages';

export function UnreadCount({ count, className }: { count: number; className?: string }) {
  const text = unreadText(count);
  return text ? (
    <Pill className={className} aria-label={messages.list.unread(count)}>
      {text}
    </Pill>
  ) : null;
}

const Pill = styled.span`
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;
