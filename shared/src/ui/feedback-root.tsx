// FeedbackRoot: the one sonner Toaster (top right, 3000 ms), the alert dialog (alertUser) and the
// loading overlay. Mounted once by the shell, and by each remote's standalone bootstrap; never
// inside a remote's pages.
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, useAlertStore } from '../feedback';
import { Button } from './button';
import { LoadingOverlay } from './loading-overlay';
import { Modal } from './modal';

/** The alert dialog's title. */
export const ALERT_TITLE = 'エラー';

/** The message alertUser showed, until the user's OK (Escape too). */
function AlertRoot() {
  const message = useAlertStore((state) => state.message);
  const dismiss = useAlertStore((state) => state.dismiss);
  return (
    <Modal
      open={message !== null}
      onClose={dismiss}
      title={ALERT_TITLE}
      role="alertdialog"
      width="400px"
      showCloseButton={false}
      closeOnOutsideClick={false}
      footer={
        // An alert dialog focuses its OK.
        <Button type="button" autoFocus onClick={dismiss}>
          OK
        </Button>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}

/** The shell header's height (shell/src/layout/header.tsx). */
const HEADER_HEIGHT_PX = 56;
/** The gap sonner keeps from the viewport edges by default (24 px, 16 px on narrow screens). */
const EDGE_GAP_PX = 24;
const MOBILE_EDGE_GAP_PX = 16;

/**
 * Toasts start below the header: at sonner's default offset they would cover the header's
 * logout and support buttons for the whole 3000 ms.
 */
export const TOAST_OFFSET = { top: HEADER_HEIGHT_PX + EDGE_GAP_PX, right: EDGE_GAP_PX } as const;
export const TOAST_MOBILE_OFFSET = {
  top: HEADER_HEIGHT_PX + MOBILE_EDGE_GAP_PX,
  right: MOBILE_EDGE_GAP_PX,
  left: MOBILE_EDGE_GAP_PX,
} as const;

/** The landmark screen readers list for the toasts (sonner's default is English). */
export const TOAST_REGION_LABEL = '通知';

/**
 * sonner's rich colours give 4.25:1 for success text; these keep every type at 5:1 or more
 * (WCAG AA needs 4.5:1). Set on the toaster, inherited by each toast.
 */
export const TOAST_COLORS = {
  '--success-bg': '#ecfdf3',
  '--success-border': '#b7e4c7',
  '--success-text': '#166534',
  '--error-bg': '#fef3f2',
  '--error-border': '#fecdca',
  '--error-text': '#b42318',
  '--info-bg': '#e6effa',
  '--info-border': '#c4d8f1',
  '--info-text': '#1d5fa8',
  '--warning-bg': '#fff7e0',
  '--warning-border': '#f5dc9a',
  '--warning-text': '#8a4b00',
} as CSSProperties;

export function FeedbackRoot() {
  return (
    <>
      <Toaster
        position="top-right"
        duration={TOAST_DURATION_MS}
        offset={TOAST_OFFSET}
        mobileOffset={TOAST_MOBILE_OFFSET}
        richColors
        containerAriaLabel={TOAST_REGION_LABEL}
        // No hotkey: sonner appends its English name ("alt+T") to the region's label.
        hotkey={[]}
        style={TOAST_COLORS}
      />
      <AlertRoot />
      <LoadingOverlay />
    </>
  );
}
