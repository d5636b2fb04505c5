// The messages of a thread, oldest first, scrolled to the newest whenever one arrives.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { ChatThreadDetail } from '@portal/shared/contract/chat';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { stack } from '@portal/shared/ui/layout';
import { MessageBubble } from './message-bubble';
import { messages } from '../../../messages';

export function MessageList({ thread }: { thread: ChatThreadDetail }) {
  const listRef = useRef<HTMLOListElement>(null);
  const lastId = thread.messages.at(-1)?.id;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [thread.threadId, lastId]);

  if (thread.messages.length === 0) return <Empty message={messages.noMessages} />;
  return (
    // Focusable so keyboard users can scroll a long thread.
    <List ref={listRef} aria-label={messages.messageList} tabIndex={0}>
      {thread.messages.map((message) => (
        <MessageBubble
          key={message.id}
          message={message}
          companyName={thread.companyName}
          threadId={thread.threadId}
        />
      ))}
    </List>
  );
}

const Empty = styled(EmptyState)`
  flex: 1 1 0;
`;

const List = styled.ol`
  ${stack('md')}
  /* The room the thread card leaves between its header and the composer. */
  flex: 1 1 0;
  min-height: 96px;
  padding: ${({ theme }) => theme.space.lg};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
`;
