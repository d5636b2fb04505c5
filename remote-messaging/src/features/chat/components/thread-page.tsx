// One conversation: the company and the title, the messages (scrolled to the newest) and the
// composer. Opening it marks it read (see useThread). The card fills the window below where it
// starts: the messages scroll inside it and the composer (its text box shorter on a short window)
// stays in view, so a reply never needs the page scrolled.
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Composer } from '@portal/shared/ui/composer';
import { useFillViewport } from '@portal/shared/ui/fill-viewport';
import { media } from '@portal/shared/ui/responsive';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { useDocumentTitle } from '@portal/shared/ui/document-title';
import { useSiteId } from '@portal/shared/use-site-id';
import { useSendMessage, useThread } from '../api/thread';
import { MessageList } from './message-list';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';
import { card } from '@portal/shared/ui/layout';
import { messages } from '../../../messages';

export function ThreadPage() {
  const threadId = Number(useParams().threadId);
  const siteId = useSiteId();
  const thread = useThread(threadId);
  const send = useSendMessage(threadId);
  const cardRef = useFillViewport<HTMLElement>();
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
    <Card ref={cardRef} aria-labelledby="chat-thread-company">
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
          height={COMPOSER_HEIGHT}
          draftKey={`chat:${siteId}:thread:${threadId}`}
          onSend={send}
        />
      </ComposerBox>
    </Card>
  );
}

/** 250 px on a tall window; shorter on a laptop's or a phone's, the messages keeping the room. */
const COMPOSER_HEIGHT = 'var(--composer-height)';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  /* The window below the card's top, less the page's bottom padding (see useFillViewport). */
  height: calc(100dvh - var(--fill-top, 0px) - ${({ theme }) => theme.space.xl});
  min-height: 440px;
  --composer-height: clamp(64px, calc(100dvh - 660px), 250px);
  ${media.phone} {
    --composer-height: clamp(64px, calc(100dvh - 740px), 250px);
  }
  ${card}
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Header = styled.header`
  flex: none;
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
  flex: none;
  padding: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
