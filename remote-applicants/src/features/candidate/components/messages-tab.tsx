// メッセージ: the thread (auto-scrolls to the newest; each body through the shared MessageBody, as in
// company chat; the agency's own messages name the staff member who sent them, issue 22),
// attachments downloadable, and the composer (the shared composer). With the composer the tab
// fills the window below where it starts: the thread scrolls inside, the composer (its text box
// shorter on a short window) stays in view, so a reply never needs the page scrolled. A company
// message arrives without a reload. The new-candidate page shows several threads of one
// applicant: only the latest has the composer, each its own label.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { api } from '@portal/shared/api';
import type {
  CandidateMessage,
  CandidateMessageAttachment,
} from '@portal/shared/contract/candidates';
import { toast } from '@portal/shared/feedback';
import { formatDateTime } from '@portal/shared/format';
import { toastFailure } from '@portal/shared/http';
import { toastError } from '@portal/shared/query-client';
import { Composer } from '@portal/shared/ui/composer';
import { MessageBody } from '@portal/shared/ui/message-body';
import { StaffNote } from '@portal/shared/ui/staff-note';
import { useSiteId } from '@portal/shared/use-site-id';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';
import { messages } from '../../../messages';
import { LinkButton } from './link-button';
import { downloadFile } from '@portal/shared/download';
import { useMessages, useSendMessage } from '../api/messages';
import { useFillViewport } from '@portal/shared/ui/fill-viewport';
import { media } from '@portal/shared/ui/responsive';
import { stack } from '@portal/shared/ui/layout';

const t = messages.chat;
const SENDERS = {
  introduction_company: t.you,
  job_company: t.companySide,
  job_company_system: t.system,
} as const;

export function MessagesTab({
  candidateId,
  composer = true,
  label = t.label,
}: {
  candidateId: number;
  /** false: the thread only (an older referral's, read beside the latest one). */
  composer?: boolean;
  /** The thread's accessible name (each thread its own when several are shown). */
  label?: string;
}) {
  const query = useMessages(candidateId);
  const send = useSendMessage(candidateId);
  const siteId = useSiteId();
  const endRef = useRef<HTMLDivElement>(null);
  const fillRef = useFillViewport<HTMLDivElement>();
  const count = query.data?.length ?? 0;
  // A block body: scrollIntoView returns a Promise in current browsers, and an effect that
  // returns anything but a function crashes the page when React runs it as the cleanup.
  // Scrolls the thread only, never the page: the page stays where the user is.
  // The thread keeps its newest message in view while its size changes, unless the user has
  // scrolled up: the window resized, or laid out later than it rendered (rendered out of the
  // document while a page's first sight is on screen, then taken over).
  useEffect(() => {
    const end = endRef.current;
    const thread = end?.parentElement;
    if (!thread) return undefined;
    thread.scrollTop = thread.scrollHeight;
    if (typeof ResizeObserver !== 'function') return undefined;
    let atNewest = true;
    const onScroll = () => {
      atNewest = thread.scrollHeight - thread.scrollTop - thread.clientHeight < 4;
    };
    const observer = new ResizeObserver(() => {
      if (atNewest) thread.scrollTop = thread.scrollHeight;
    });
    thread.addEventListener('scroll', onScroll);
    observer.observe(thread);
    return () => {
      thread.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [count]);

  const onSend = async (input: { content: string; files: File[] }) => {
    try {
      await send.mutateAsync(input);
      toast.success(t.sent);
      return true;
    } catch (error) {
      toastError(error, t.failed);
      return false;
    }
  };
  const download = async (message: CandidateMessage, file: CandidateMessageAttachment) => {
    const result = await downloadFile(
      api.blob('/candidates/{id}/messages/{messageId}/files', {
        params: { id: candidateId, messageId: message.id },
        query: { fileId: file.id },
      }),
      file.fileViewName,
    );
    if (!result.ok) toastFailure(result.error, messages.info.downloadFailed);
  };

  return (
    <Conversation ref={composer ? fillRef : undefined} $fill={composer}>
      <Thread aria-label={label} role="log" tabIndex={0} $fill={composer}>
        {query.isPending ? (
          <LoadingText>{t.loading}</LoadingText>
        ) : query.isError ? (
          <ErrorWithRetry message={t.error} onRetry={() => void query.refetch()} />
        ) : !count ? (
          <EmptyState message={t.empty} />
        ) : (
          query.data.map((message) => (
            <Bubble key={message.id} $mine={message.senderType === 'introduction_company'}>
              <Meta>
                {SENDERS[message.senderType] ?? t.companySide} ・{' '}
                {message.sentBy ? (
                  <>
                    <StaffNote role="sentBy" name={message.sentBy} /> ・{' '}
                  </>
                ) : null}
                {formatDateTime(message.createdAt)}
              </Meta>
              <MessageBody content={message.messageContent} />
              {message.attachments.map((file) => (
                <LinkButton
                  key={file.id}
                  type="button"
                  onClick={() => void download(message, file)}
                >
                  {messages.info.download(file.fileViewName)}
                </LinkButton>
              ))}
              {/* As in company chat: only the other party's messages say they came by e-mail. */}
              {message.sentFromEmail && message.senderType !== 'introduction_company' ? (
                <Meta>{t.fromEmail}</Meta>
              ) : null}
            </Bubble>
          ))
        )}
        <div ref={endRef} />
      </Thread>
      {composer ? (
        <Composer
          height={COMPOSER_HEIGHT}
          label={label}
          hideLabel
          draftKey={`candidate:${siteId}:${candidateId}`}
          onSend={onSend}
        />
      ) : null}
    </Conversation>
  );
}

/** 250 px on a tall window; shorter on a laptop's or a phone's, the thread keeping the room. */
const COMPOSER_HEIGHT = 'var(--composer-height)';

/** The window below the tab's top, less the panel's and the page's bottom padding. */
const Conversation = styled.div<{ $fill: boolean }>`
  ${stack('md')}
  ${({ $fill, theme }) =>
    $fill
      ? `
  height: calc(100dvh - var(--fill-top, 0px) - ${theme.space.lg} - ${theme.space.xl});
  min-height: 360px;
  --composer-height: clamp(56px, calc(100dvh - 700px), 250px);
  ${media.phone} {
    --composer-height: clamp(56px, calc(100dvh - 760px), 250px);
  }`
      : ''}
`;

/** Filling the tab, the thread takes the room the composer leaves; alone, up to 420 px. */
const Thread = styled.div<{ $fill: boolean }>`
  display: flex;
  flex-direction: column;
  flex: ${({ $fill }) => ($fill ? '1 1 0' : 'none')};
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ $fill }) => ($fill ? '96px' : '0')};
  max-height: ${({ $fill }) => ($fill ? 'none' : '420px')};
  overflow-y: auto;
`;
const Bubble = styled.article<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primarySoft : theme.colors.background)};
`;
const Meta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
