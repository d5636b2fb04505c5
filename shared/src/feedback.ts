// User feedback shared by every app: toasts (one sonner Toaster, mounted by ui/feedback-root), the
// alert a user must acknowledge (予期しないエラーが発生しました), and the loading-overlay state driven
// by every write request, shown at least MIN_LOADING_MS.
import { toast as sonnerToast } from 'sonner';
import { create } from 'zustand';

/** Spec 1 §9: toasts close after 3000 ms (sonner's default of 5000 is overridden). */
export const TOAST_DURATION_MS = 3000;
/** Spec 1 §9: the loading overlay stays at least 300 ms so it never flickers. */
export const MIN_LOADING_MS = 300;

export const toast = {
  success: (message: string) => sonnerToast.success(message),
  error: (message: string) => sonnerToast.error(message),
  info: (message: string) => sonnerToast.info(message),
  warning: (message: string) => sonnerToast.warning(message),
};

interface LoadingState {
  /** Writes in flight (each one counted until its minimum display time has passed). */
  count: number;
  visible: boolean;
  start: () => void;
  stop: () => void;
}

export const useLoadingStore = create<LoadingState>()((set) => ({
  count: 0,
  visible: false,
  start: () => set((state) => ({ count: state.count + 1, visible: true })),
  stop: () =>
    set((state) => {
      const count = Math.max(0, state.count - 1);
      return { count, visible: count > 0 };
    }),
}));

export function resetLoadingStore(): void {
  useLoadingStore.setState({ count: 0, visible: false });
}

/** Shows the overlay while `work` runs and for at least MIN_LOADING_MS, then settles like it. */
export async function withLoading<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  const { start, stop } = useLoadingStore.getState();
  const startedAt = Date.now();
  start();
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    const remaining = MIN_LOADING_MS - (Date.now() - startedAt);
    if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
    stop();
  }
}

interface AlertState {
  /** The message waiting for the user's OK; null when none is shown. */
  message: string | null;
  show: (message: string) => void;
  dismiss: () => void;
}

export const useAlertStore = create<AlertState>()((set) => ({
  message: null,
  show: (message) => set({ message }),
  dismiss: () => set({ message: null }),
}));

/** A message in an alert dialog that stays until the user presses OK (ui/feedback-root). */
export function alertUser(message: string): void {
  useAlertStore.getState().show(message);
}
