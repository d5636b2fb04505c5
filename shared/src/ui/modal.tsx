// Modal: a dialog in a portal on document.body. Closes on a click or touch outside, on Escape
// (only the top-most one) and with its 閉じる button; locks page scroll and keeps focus inside.
import { createContext, useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { lockBodyScroll } from '@portal/shared/scroll-lock';
import { media } from './responsive';
import { useKeyboardScrollable } from './scrollable';
import { keepFocusInside } from './focus-trap';
import { inlineRow } from './layout';

export interface ModalProps {
  open: boolean;
  /** Called for Escape, the close button and an outside click; the caller decides. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** CSS width of the dialog; defaults to 560px (capped by the viewport). */
  width?: string;
  closeOnOutsideClick?: boolean;
  showCloseButton?: boolean;
  /** 'alertdialog' for a message the user must acknowledge. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * Open modals: Escape belongs to the top one, the deepest nested and then the newest. Depth
 * matters because a parent's effect runs after its child's when both open together. One list for
 * the page: each remote bundles its own copy of this module (a remote's page can mount another's
 * form), so the list is kept on the window under a registered symbol, not in the module.
 */
type OpenModal = { token: symbol; depth: number };
const STACK_KEY: unique symbol = Symbol.for('@portal/shared/ui/modal:open');
const page = globalThis as typeof globalThis & { [STACK_KEY]?: OpenModal[] };
const stack: OpenModal[] = (page[STACK_KEY] ??= []);
const DepthContext = createContext(0);

function isTop(token: symbol): boolean {
  const top = stack.reduce<(typeof stack)[number] | undefined>(
    (best, entry) => (best === undefined || entry.depth >= best.depth ? entry : best),
    undefined,
  );
  return top?.token === token;
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.overlay};
  ${media.phone} {
    padding: ${({ theme }) => theme.space.sm};
  }
`;

const Dialog = styled.div<{ $width: string }>`
  display: flex;
  flex-direction: column;
  width: min(${({ $width }) => $width}, 100%);
  max-height: calc(100vh - 32px);
  /* The visible height on phones, where 100vh includes the hidden browser bars. */
  max-height: calc(100dvh - 32px);
  ${media.phone} {
    max-height: calc(100dvh - 16px);
  }
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.modal};
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  ${inlineRow('md')}
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const CloseButton = styled.button`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Body = styled.div`
  min-height: 0;
  padding: ${({ theme }) => theme.space.xl};
  overflow-y: auto;
  ${media.phone} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  width = '560px',
  closeOnOutsideClick = true,
  showCloseButton = true,
  role = 'dialog',
}: ModalProps) {
  const depth = useContext(DepthContext) + 1;
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const touchedRef = useRef(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyTabIndex = useKeyboardScrollable(bodyRef);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return undefined;
    const token = Symbol('modal');
    stack.push({ token, depth });
    const unlock = lockBodyScroll();
    const previousFocus =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialogRef.current?.contains(document.activeElement)) dialogRef.current?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && isTop(token)) {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(
        stack.findIndex((entry) => entry.token === token),
        1,
      );
      unlock();
      previousFocus?.focus();
    };
    // depth is fixed for a mounted modal; only opening and closing re-run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;

  // Mouse-down (not click) so a text selection dragged out of the dialog does not close it;
  // a touch is followed by a synthetic mouse-down, which must not close a second time.
  const closeFromOutside = (target: EventTarget, currentTarget: EventTarget, touch: boolean) => {
    if (!closeOnOutsideClick || target !== currentTarget) return;
    if (!touch && touchedRef.current) {
      touchedRef.current = false;
      return;
    }
    touchedRef.current = touch;
    onCloseRef.current();
  };

  return createPortal(
    <Overlay
      onMouseDown={(event) => closeFromOutside(event.target, event.currentTarget, false)}
      onTouchStart={(event) => closeFromOutside(event.target, event.currentTarget, true)}
    >
      <Dialog
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $width={width}
        onKeyDown={(event) => keepFocusInside(event, dialogRef.current)}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          {showCloseButton ? (
            <CloseButton type="button" onClick={() => onCloseRef.current()}>
              閉じる
            </CloseButton>
          ) : null}
        </Header>
        <Body ref={bodyRef} tabIndex={bodyTabIndex}>
          <DepthContext.Provider value={depth}>{children}</DepthContext.Provider>
        </Body>
        {footer ? <Footer>{footer}</Footer> : null}
      </Dialog>
    </Overlay>,
    document.body,
  );
}
