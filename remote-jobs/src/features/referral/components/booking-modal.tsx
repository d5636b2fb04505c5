// After a registration: continue with booking an interview (briefing and interview for
// new-graduate)? 予約する opens the events page for the company in a new tab.
import { paths } from '@portal/shared/paths';
import { Button } from '@portal/shared/ui/button';
import { Modal } from '@portal/shared/ui/modal';
import { wording } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { messages } from '../../../messages';

export function BookingModal(props: { companyId: number | null; onClose: () => void }) {
  const siteId = useSiteId();
  const words = wording(siteId);
  return (
    <Modal
      open={props.companyId !== null}
      onClose={props.onClose}
      title={messages.registered}
      width="440px"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={props.onClose}>
            {messages.bookingCancel}
          </Button>
          <Button
            type="button"
            onClick={() => {
              window.open(
                paths.events.ofCompany(siteId, { companyId: props.companyId }),
                '_blank',
                'noopener',
              );
              props.onClose();
            }}
          >
            {words.bookingAction}
          </Button>
        </>
      }
    >
      <p>{words.bookingPrompt}</p>
    </Modal>
  );
}
