// One message: the agency's own (senderType introduction_company) on the right, the company's on
// the left, with the 'メールで送信されました' note for a company message that came by e-mail and
// its attachments as downloads (by fileViewName).
import styled from 'styled-components';
import type { ChatMessage } from '@portal/shared/contract/chat';
import { formatDateTime } from '@portal/shared/format';
import { sanitizeHtml } from '@portal/shared/html';
import { apiBase } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { messages } from '../../../messages';

/** A paperclip drawn inline: the system fonts here have no emoji. */
function ClipIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M16.5 6.5v10a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

const BLOCK_TAG = /<(p|div|br|ul|ol|li|table|h[1-6]|blockquote)\b/i;

interface MessageBubbleProps {
  message: ChatMessage;
  companyName: string;
  threadId: number;
}

export function MessageBubble({ message, companyName }: MessageBubbleProps) {
  const siteId = useSiteId();
  const own = message.senderType === 'introduction_company';
  const html = message.messageContent;
  return (
    <Row $own={own} data-side={own ? 'own' : 'other'}>
      <Meta>
        <strong>{own ? messages.ownSide : companyName}</strong>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </Meta>
      <Bubble $own={own}>
        {html ? (
          <Body
            $plain={!BLOCK_TAG.test(html)}
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
          />
        ) : null}
        {message.attachments.length > 0 ? (
          <Files aria-label={messages.attachments}>
            {message.attachments.map((file) => (
              <li key={file.id}>
                <a href={`${apiBase(siteId)}${file.path}`} download={file.fileViewName}>
                  <ClipIcon />
                  {file.fileViewName}
                </a>
              </li>
            ))}
          </Files>
        ) : null}
      </Bubble>
      {!own && message.sentFromEmail ? <Note>{messages.sentFromEmail}</Note> : null}
    </Row>
  );
}

const Row = styled.li<{ $own: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.space.xxs};
`;

const Meta = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Bubble = styled.div<{ $own: boolean }>`
  max-width: min(640px, 88%);
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $own }) => ($own ? theme.colors.primarySoft : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $own }) => ($own ? theme.colors.primarySoft : theme.colors.surface)};
  overflow-wrap: anywhere;
`;

const Body = styled.div<{ $plain: boolean }>`
  white-space: ${({ $plain }) => ($plain ? 'pre-wrap' : 'normal')};
  p + p,
  p + ul,
  ul + p {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  ul {
    padding-left: ${({ theme }) => theme.space.lg};
    list-style: disc;
  }
`;

const Files = styled.ul`
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
  }
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin-top: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 1px dashed ${({ theme }) => theme.colors.border};
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
