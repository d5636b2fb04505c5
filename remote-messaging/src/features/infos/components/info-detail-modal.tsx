// The announcement detail: title, date and the sanitised HTML body, loaded when the modal opens.
import styled from 'styled-components';
import type { InfoListItem } from '@portal/shared/contract/infos';
import { formatDate } from '@portal/shared/format';
import { sanitizeHtml } from '@portal/shared/html';
import { Button } from '@portal/shared/ui/button';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { Modal } from '@portal/shared/ui/modal';
import { mutedText } from '@portal/shared/ui/layout';
import type { InfoDetailState } from '../api/get-info';
import { messages } from '../../../messages';

interface Props {
  /** The row that was clicked: its title and date show while the body loads. */
  item: InfoListItem | null;
  state: InfoDetailState;
  onClose: () => void;
}

export function InfoDetailModal({ item, state, onClose }: Props) {
  const detail = state.status === 'ready' ? state.detail : null;
  const title = detail?.title ?? item?.title ?? '';
  const createdAt = detail?.createdAt ?? item?.createdAt;
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      title={title}
      width="720px"
      showCloseButton={false}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {messages.close}
        </Button>
      }
    >
      {createdAt && <Date dateTime={createdAt}>{formatDate(createdAt)}</Date>}
      {state.status === 'loading' && <LoadingText>{messages.detailLoading}</LoadingText>}
      {state.status === 'error' && <ErrorText role="alert">{state.message}</ErrorText>}
      {detail && <Body dangerouslySetInnerHTML={{ __html: sanitizeHtml(detail.content) }} />}
    </Modal>
  );
}

const Date = styled.time`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.lg};
  ${mutedText}
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const Body = styled.div`
  line-height: 1.8;
  word-break: break-word;
  & > * + * {
    margin-top: ${({ theme }) => theme.space.md};
  }
  ul {
    list-style: disc;
    padding-left: 1.5em;
  }
  ol {
    list-style: decimal;
    padding-left: 1.5em;
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;
