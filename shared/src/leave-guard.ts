// The leave guard (spec 2 §2) of every form that can lose typing (applicant registration and
// edit, the referral form): while `active`, closing or reloading the tab asks the browser's
// question, and following any in-app link (the remote's, the sidebar's, the header's) opens the
// caller's ページを離れてよろしいですか？ dialog first. The shell uses a BrowserRouter, where
// react-router's useBlocker is not available, so links are caught in the capture phase.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export interface LeaveGuard {
  /** The path the user tried to open while the form was dirty; null when no question is open. */
  pendingPath: string | null;
  /** キャンセル: the user stays on the form. */
  stay: () => void;
  /** 移動する: the typing is given up (onLeave) and the pending path opened. */
  leave: () => void;
}

/** The same-origin path a plain left click on a link would open, or null when it is not one. */
function internalPath(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return path === here ? null : path;
}

export function useLeaveGuard(active: boolean, onLeave?: () => void): LeaveGuard {
  const navigate = useNavigate();
  const [pendingPath, setPendingPath] = useState<string | null>(null);
  // Read by the listeners: once the user chose to leave, no click asks again before the
  // caller's next render turns the guard off.
  const activeRef = useRef(active);
  activeRef.current = active;
  const onLeaveRef = useRef(onLeave);
  onLeaveRef.current = onLeave;

  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!activeRef.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!activeRef.current) return;
      const path = internalPath(event);
      if (path === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPendingPath(path);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);

  const stay = useCallback(() => setPendingPath(null), []);
  const leave = useCallback(() => {
    const path = pendingPath;
    activeRef.current = false;
    setPendingPath(null);
    onLeaveRef.current?.();
    if (path !== null) navigate(path);
  }, [navigate, pendingPath]);

  return { pendingPath: active ? pendingPath : null, stay, leave };
}
