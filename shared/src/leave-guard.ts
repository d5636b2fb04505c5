// The leave guard (spec 2 §2) of every form that can lose typing (applicant registration and
// edit, the referral form): while `active`, closing or reloading the tab asks the browser's
// question, and following any in-app link (the remote's, the sidebar's, the header's), the
// browser's back button, and logout open the caller's ページを離れてよろしいですか？
// dialog first. The shell uses a BrowserRouter, where react-router's useBlocker is not available:
// links are caught in the capture phase; the back button lands on a guard entry of the form's own
// address (see below); logout (another bundle: the shell) asks through a cancelable window event,
// askToLeave.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const LEAVE_EVENT = 'portal:leave';
/** Marks the history entry the guard pushes over the form's own. */
const GUARD_ENTRY = 'portalLeaveGuard';
/** The pending path of the browser's back button. */
export const BACK = 'back';

interface LeaveRequest {
  /** Where leaving goes (shown to nobody; kept for the pending state). */
  path: string;
  /** Does the leaving (logout) once the user agreed. */
  proceed: () => void;
}

/**
 * Leaves by an action that is not a link (logout): a dirty form on the page asks first and calls
 * `proceed` on 移動する; with no dirty form `proceed` runs at once.
 */
export function askToLeave(path: string, proceed: () => void): void {
  const event = new CustomEvent<LeaveRequest>(LEAVE_EVENT, {
    cancelable: true,
    detail: { path, proceed },
  });
  if (window.dispatchEvent(event)) proceed();
}

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

const pathOf = (location: { pathname: string; search: string; hash: string }) =>
  `${location.pathname}${location.search}${location.hash}`;

export function useLeaveGuard(active: boolean, onLeave?: () => void): LeaveGuard {
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<{ path: string; proceed?: () => void } | null>(null);
  /** The form's own address, to return to when back or forward moved away from it. */
  const formPath = useRef(pathOf(location));
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
      setPending({ path });
    };
    // Back: a guard entry (the form's address again) is pushed on top of the form's own, so the
    // browser's back lands on the form's own entry — the same route, the form stays mounted —
    // and the guard puts its entry back and asks. (A popstate that leaves the route cannot be
    // undone: React renders it at once and the form is gone before any listener could.)
    const state = (window.history.state ?? {}) as Record<string, unknown>;
    if (!state[GUARD_ENTRY]) {
      window.history.pushState({ ...state, [GUARD_ENTRY]: true }, '', window.location.href);
    }
    const onPopState = () => {
      if (!activeRef.current) return;
      const now = (window.history.state ?? {}) as Record<string, unknown>;
      if (now[GUARD_ENTRY] || pathOf(window.location) !== formPath.current) return;
      window.history.pushState({ ...now, [GUARD_ENTRY]: true }, '', window.location.href);
      setPending({ path: BACK });
    };
    const onLeaveRequest = (event: Event) => {
      if (!activeRef.current) return;
      event.preventDefault();
      const { path, proceed } = (event as CustomEvent<LeaveRequest>).detail;
      setPending({ path, proceed });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    window.addEventListener(LEAVE_EVENT, onLeaveRequest);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener(LEAVE_EVENT, onLeaveRequest);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, navigate]);

  const stay = useCallback(() => setPending(null), []);
  const leave = useCallback(() => {
    const chosen = pending;
    activeRef.current = false;
    setPending(null);
    onLeaveRef.current?.();
    if (chosen === null) return;
    if (chosen.proceed) chosen.proceed();
    // Past the guard's entry and the form's own: where back was going.
    else if (chosen.path === BACK) window.history.go(-2);
    else navigate(chosen.path);
  }, [navigate, pending]);

  return { pendingPath: active && pending ? pending.path : null, stay, leave };
}
