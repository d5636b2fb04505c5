// One message: the agency's own (senderType introduction_company) on the right with the staff
// member who sent it (issue 22), the company's on the left, with the 'メールで送信されました' note
// for a company message that came by e-mail and its attachments as downloads through the client
// (a lost session goes to login, a missing file follows the error catalogue), saved under their
// fileViewName.
import styled from 'styled-components';
import { api } from '@portal/shared/api';
import type { ChatAttachment, ChatMessage } from '@portal/shared/contract/chat';
import { downloadFile } from '@portal/shared/download';
import { formatDateTime } from '@portal/shared/format';
import { toastFailure } from '@portal/shared/http';
import { LineIcon } from '@portal/shared/ui/line-icon';
import { MessageBody } from '@portal/shared/ui/message-body';
import { StaffNote } from '@portal/shared/ui/staff-note';
import { mutedText, stack } from '@portal/shared/ui/layout';
import { messages } from '../../../messages';

/** A paperclip drawn inline: the system fonts here have no emoji. */
function ClipIcon() {
  return (
    <LineIcon
      d="M16.5 6.5v10a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6.5"
      size={14}
      cap="round"
    />
  );
}

interface MessageBubbleProps {
  message: ChatMessage;
  companyName: string;
  threadId: number;
}

async function saveAttachment(threadId: number, messageId: number, file: ChatAttachment) {
  const result = await downloadFile(
    api.blob('/introduction-chat-threads/{threadId}/introduction-chat-messages/{messageId}/files', {
      params: { threadId, messageId },
      query: { fileId: file.id },
    }),
    file.fileViewName,
  );
  if (!result.ok) toastFailure(result.error, messages.downloadFailed);
}

export function MessageBubble({ message, companyName, threadId }: MessageBubbleProps) {
  const own = message.senderType === 'introduction_company';
  const html = message.messageContent;
  return (
    <Row $own={own} data-side={own ? 'own' : 'other'}>
      <Meta>
        <strong>{own ? messages.ownSide : companyName}</strong>
        {own ? <StaffNote role="sentBy" name={message.sentBy} /> : null}
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </Meta>
      <Bubble $own={own}>
        {html ? <MessageBody content={html} /> : null}
        {message.attachments.length > 0 ? (
          <Files aria-label={messages.attachments}>
            {message.attachments.map((file) => (
              <li key={file.id}>
                <FileButton
                  type="button"
                  aria-label={messages.download(file.fileViewName)}
                  onClick={() => void saveAttachment(threadId, message.id, file)}
                >
                  <ClipIcon />
                  {file.fileViewName}
                </FileButton>
              </li>
            ))}
          </Files>
        ) : null}
      </Bubble>
      {!own && message.sentFromEmail ? <Note>{messages.sentFromEmail}</Note> : null}
    </Row>
  );
}

/** An attachment: looks like a link, saves the file through the client. */
const FileButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
`;

const Row = styled.li<{ $own: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.space.xxs};
`;

const Meta = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  ${mutedText}
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

const Files = styled.ul`
  ${stack('xxs')}
  margin-top: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 1px dashed ${({ theme }) => theme.colors.border};
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
