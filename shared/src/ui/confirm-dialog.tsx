// ConfirmDialog: a yes/no question on top of Modal (キャンセル / OK by default). Escape and outside
// clicks count as cancel. Its answers are the only buttons: no header 閉じる, which a question about
// closing (モーダルを閉じてよろしいですか？) would make read as the answer.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Red confirm button for destructive actions (cancel a reservation, delete a file). */
  danger?: boolean;
  confirmDisabled?: boolean;
}

const Message = styled.p`
  white-space: pre-line;
`;

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'OK',
  cancelLabel = 'キャンセル',
  onConfirm,
  onCancel,
  danger = false,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      showCloseButton={false}
      width="440px"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            type="button"
            variant={danger ? 'danger' : 'primary'}
            onClick={onConfirm}
            disabled={confirmDisabled}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message ? <Message>{message}</Message> : null}
    </Modal>
  );
}
