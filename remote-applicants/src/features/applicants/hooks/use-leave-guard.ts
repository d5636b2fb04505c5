// The leave guard (spec 2 §2): while a form is dirty and not submitted, closing or reloading the
// tab asks the browser's question, and following any in-app link (this remote's, the sidebar's,
// the header's) asks ページを離れてよろしいですか？ first. The shell uses a BrowserRouter, where
// react-router's useBlocker is not available, so links are caught in the capture phase.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export interface LeaveGuard {
  /** The path the user tried to open while the form was dirty; null when no question is open. */
  pendingPath: string | null;
  stay: () => void;
  leave: () => void;
}

function internalPath(anchor: HTMLAnchorElement): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return path === here ? null : path;
}

export function useLeaveGuard(active: boolean): LeaveGuard {
  const navigate = useNavigate();
  const [pendingPath, setPendingPath] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = internalPath(anchor);
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
    setPendingPath(null);
    if (path !== null) navigate(path);
  }, [navigate, pendingPath]);

  return { pendingPath: active ? pendingPath : null, stay, leave };
}
