// The event details modal: facts, this agency's entries, the reserve panel. Closing with people
// still picked to reserve asks first (モーダルを閉じてよろしいですか？).
import { useState } from 'react';
import type { NotReservingCandidate } from '@portal/shared/contract/events';
import { Button } from '@portal/shared/ui/button';
import { ConfirmDialog } from '@portal/shared/ui/confirm-dialog';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { Modal } from '@portal/shared/ui/modal';
import { messages } from '../../../messages';
import { useEventInfo } from '../api/get-event-info';
import { EntryList, Alert } from './entry-list';
import { EventSummary } from './event-summary';
import { ReservePanel } from './reserve-panel';

export function EventModal({ eventId, onClose }: { eventId: number; onClose: () => void }) {
  const detail = useEventInfo(eventId);
  const [selected, setSelected] = useState<NotReservingCandidate[]>([]);
  const [confirmClose, setConfirmClose] = useState(false);

  const requestClose = () => (selected.length > 0 ? setConfirmClose(true) : onClose());

  return (
    <Modal
      open
      onClose={requestClose}
      title={detail.data?.title ?? messages.eventLoading}
      width="760px"
    >
      {detail.isPending ? (
        <LoadingText>{messages.eventLoading}</LoadingText>
      ) : detail.isError ? (
        <>
          <Alert role="alert">{messages.eventLoadFailure}</Alert>
          <Button type="button" variant="secondary" onClick={() => void detail.refetch()}>
            {messages.retry}
          </Button>
        </>
      ) : (
        <>
          <EventSummary event={detail.data} />
          <EntryList event={detail.data} />
          <ReservePanel event={detail.data} selected={selected} onSelectedChange={setSelected} />
        </>
      )}
      <ConfirmDialog
        open={confirmClose}
        title={messages.closeConfirm}
        message={messages.closeConfirmMessage}
        onConfirm={() => {
          setConfirmClose(false);
          onClose();
        }}
        onCancel={() => setConfirmClose(false)}
      />
    </Modal>
  );
}
