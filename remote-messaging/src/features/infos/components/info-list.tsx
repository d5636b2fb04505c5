// The announcement rows: date and title; unread rows carry a 未読 badge and a bold title. On a phone
// the date and badge share the first line and the title takes the whole second line, wrapping.
import styled, { css } from 'styled-components';
import type { InfoListItem } from '@portal/shared/contract/infos';
import { formatDate } from '@portal/shared/format';
import { Badge } from '@portal/shared/ui/badge';
import { media } from '@portal/shared/ui/responsive';
import { inlineRow, mutedText } from '@portal/shared/ui/layout';
import { messages } from '../../../messages';

interface Props {
  items: InfoListItem[];
  /** No prefetch on hover or focus: GET /infos/{id} marks the announcement read. */
  onOpen: (item: InfoListItem) => void;
}

export function InfoList({ items, onOpen }: Props) {
  return (
    <List>
      {items.map((item) => (
        <Row key={item.id}>
          <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
          <TitleButton type="button" $unread={item.isUnread} onClick={() => onOpen(item)}>
            {item.title}
          </TitleButton>
          {item.isUnread && <Badge tone="red">{messages.unread}</Badge>}
        </Row>
      ))}
    </List>
  );
}

const List = styled.ul`
  li:last-child {
    border-bottom: 0;
  }
`;

const Row = styled.li`
  ${inlineRow('lg')}
  padding: 14px ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  time {
    flex-shrink: 0;
    width: 88px;
    ${mutedText}
    font-variant-numeric: tabular-nums;
  }
  ${media.phone} {
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    padding: ${({ theme }) => theme.space.md} 0;
    time {
      width: auto;
    }
  }
`;

const TitleButton = styled.button<{ $unread: boolean }>`
  flex: 1;
  min-width: 0;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${media.phone} {
    flex-basis: 100%;
    order: 1;
    white-space: normal;
    overflow-wrap: anywhere;
  }
  ${({ $unread }) =>
    $unread &&
    css`
      font-weight: 700;
    `}
  &:hover {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
  }
`;
