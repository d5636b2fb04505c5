// FeedbackRoot: the one sonner Toaster (top right, 3000 ms) and the loading overlay. Mounted
// once by the shell, and by each remote's standalone bootstrap; never inside a remote's pages.
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../feedback';
import { LoadingOverlay } from './loading-overlay';

export function FeedbackRoot() {
  return (
    <>
      <Toaster position="top-right" duration={TOAST_DURATION_MS} richColors />
      <LoadingOverlay />
    </>
  );
}
