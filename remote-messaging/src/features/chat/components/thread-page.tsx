// One conversation: the company and the title, the messages (scrolled to the newest) and the
// composer. Opening it marks it read (see useThread).
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Composer } from '@portal/shared/ui/composer';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { useDocumentTitle } from '@portal/shared/ui/document-title';
import { useSiteId } from '@portal/shared/use-site-id';
import { useSendMessage } from '../hooks/use-send-message';
import { useThread } from '../hooks/use-thread';
import { MessageList } from './message-list';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';
import { messages } from '../../../messages';

export function ThreadPage() {
  const threadId = Number(useParams().threadId);
  const siteId = useSiteId();
  const thread = useThread(threadId);
  const send = useSendMessage(threadId);
  useDocumentTitle(
    thread.data
      ? `${thread.data.threadTitle} | ${messages.chatDocumentTitle}`
      : messages.chatDocumentTitle,
  );

  if (thread.isPending) return <LoadingText>{messages.threadLoading}</LoadingText>;
  if (thread.isError) {
    return (
      <ErrorWithRetry message={messages.threadFailure} onRetry={() => void thread.refetch()} />
    );
  }
  const detail = thread.data;
  return (
    <Card aria-labelledby="chat-thread-company">
      <Header>
        <Company id="chat-thread-company">{detail.companyName}</Company>
        <Subject>{detail.threadTitle}</Subject>
      </Header>
      <MessageList thread={detail} />
      <ComposerBox>
        <Composer
          key={threadId}
          label={messages.composerLabel}
          hideLabel
          height={250}
          draftKey={`chat:${siteId}:thread:${threadId}`}
          onSend={send}
        />
      </ComposerBox>
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Header = styled.header`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Company = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Subject = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const ComposerBox = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
