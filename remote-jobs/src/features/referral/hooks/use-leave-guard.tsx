// The leave guard (spec 2 §2): while the form is dirty and not yet submitted, closing or reloading
// the page asks the browser's question, and an in-app link asks ページを離れてよろしいですか？
// (キャンセル / 移動する). The shell uses a plain BrowserRouter (no blocker API), so in-app links
// are caught in the capture phase before the router sees the click.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@portal/shared/ui/confirm-dialog';
import { messages } from '../../../messages';

function internalTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const next = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return next === here ? null : next;
}

/** `onLeave` runs when the user confirms leaving (the typing is given up). */
export function useLeaveGuard(active: boolean, onLeave?: () => void) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const activeRef = useRef(active);
  activeRef.current = active;

  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!activeRef.current) return;
      const target = internalTarget(event);
      if (target === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(target);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={messages.leaveTitle}
      message={messages.leaveMessage}
      cancelLabel={messages.leaveCancel}
      confirmLabel={messages.leaveConfirm}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const target = pending;
        activeRef.current = false;
        setPending(null);
        onLeave?.();
        if (target) navigate(target);
      }}
    />
  );
  return dialog;
}
