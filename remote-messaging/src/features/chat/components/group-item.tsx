// One group in 企業一覧: its title, its companies and an unread-count badge; expanded, its threads
// by company name, each a link to its conversation, which starts loading on hover or focus.
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@portal/shared/paths';
import type { ChatThreadGroup } from '@portal/shared/contract/chat';
import { formatDate } from '@portal/shared/format';
import { useIntentPrefetch } from '@portal/shared/prefetch';
import { Dot } from '@portal/shared/ui/badge';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { VisuallyHidden } from '@portal/shared/ui/visually-hidden';
import { useSiteId } from '@portal/shared/use-site-id';
import { threadQuery } from '../api/thread';
import { useGroupThreads } from '../api/get-group-threads';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';
import { inlineRow, mutedText } from '@portal/shared/ui/layout';
import { messages } from '../../../messages';

/**
 * The thread page refetches on open (its staleTime is 0); a prefetched thread counts as fresh
 * this long only for further hovers and focuses, so moving over the list asks the api once.
 * A live event still refreshes it (invalidated entries are stale whatever their age).
 */
const PREFETCH_FRESH_MS = 30_000;

interface GroupItemProps {
  group: ChatThreadGroup;
  expanded: boolean;
  onToggle: () => void;
}

export function GroupItem({ group, expanded, onToggle }: GroupItemProps) {
  const siteId = useSiteId();
  const threads = useGroupThreads(group.bulkSendId, expanded);
  const intent = useIntentPrefetch();
  const panelId = `chat-group-${group.bulkSendId}`;
  const companies =
    group.companyNames.length > 1
      ? `${group.companyNames[0]} ほか${messages.companiesCount(group.companyNames.length - 1)}`
      : (group.companyNames[0] ?? '');
  return (
    <Item>
      <Toggle type="button" aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
        <Chevron aria-hidden="true">{expanded ? '▾' : '▸'}</Chevron>
        <Text>
          <Title>{group.threadTitle}</Title>
          <Meta>
            {companies}
            {group.lastMessageAt ? ` ・ ${formatDate(group.lastMessageAt)}` : ''}
          </Meta>
        </Text>
        {group.unreadCount > 0 ? (
          <Unread>
            <span aria-hidden="true">{group.unreadCount}</span>
            <VisuallyHidden>{messages.unreadCount(group.unreadCount)}</VisuallyHidden>
          </Unread>
        ) : null}
      </Toggle>
      {expanded ? (
        <Panel id={panelId}>
          {threads.isPending ? (
            <LoadingText>{messages.threadsLoading}</LoadingText>
          ) : threads.isError ? (
            <ErrorWithRetry
              message={messages.threadsFailure}
              onRetry={() => void threads.refetch()}
            />
          ) : (
            <ul aria-label={`${group.threadTitle}の企業`}>
              {threads.data.map((thread) => (
                <li key={thread.threadId}>
                  <ThreadLink
                    to={paths.chat.conversation(siteId, { threadId: thread.threadId })}
                    {...intent({ ...threadQuery(thread.threadId), staleTime: PREFETCH_FRESH_MS })}
                  >
                    <span>{thread.companyName}</span>
                    {thread.isUnread ? <Dot label={messages.unreadThread} /> : null}
                  </ThreadLink>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      ) : null}
    </Item>
  );
}

const Item = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Toggle = styled.button`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xs}`};
  border: none;
  background: transparent;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Chevron = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Text = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const Title = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  ${mutedText}
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Unread = styled.span`
  min-width: 22px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  line-height: 22px;
  text-align: center;
`;

const Panel = styled.div`
  padding: 0 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
`;

const ThreadLink = styled(NavLink)`
  ${inlineRow('sm')}
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &.active {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
