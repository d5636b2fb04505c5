// FeedbackRoot: the one sonner Toaster (top right, 3000 ms) and the loading overlay. Mounted
// once by the shell, and by each remote's standalone bootstrap; never inside a remote's pages.
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../feedback';
import { LoadingOverlay } from './loading-overlay';

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

export function FeedbackRoot() {
  return (
    <>
      <Toaster
        position="top-right"
        duration={TOAST_DURATION_MS}
        offset={TOAST_OFFSET}
        mobileOffset={TOAST_MOBILE_OFFSET}
        richColors
      />
      <LoadingOverlay />
    </>
  );
}
