// Drawer: a panel that slides in from the left edge over the page (the shell's menu on screens
// below 900 px; any screen may reuse it for a side list on a phone). It is a modal dialog:
// focus moves into it, Tab stays inside, Escape / the overlay / 閉じる close it, and focus
// returns to the control that opened it. Page scroll is locked while it is open.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { lockBodyScroll } from '@portal/shared/scroll-lock';
import { keepFocusInside } from './focus-trap';
import { inlineRow } from './layout';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name and visible heading (e.g. メニュー). */
  title: string;
  children: ReactNode;
  closeLabel?: string;
  /** Which element receives focus when the drawer closes; default: the one focused before. */
  returnFocusTo?: HTMLElement | null;
}

export function Drawer({
  open,
  onClose,
  title,
  children,
  closeLabel = '閉じる',
  returnFocusTo,
}: DrawerProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  const returnRef = useRef(returnFocusTo);

  useEffect(() => {
    onCloseRef.current = onClose;
    returnRef.current = returnFocusTo;
  });

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockBodyScroll();
    closeRef.current?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlock();
      (returnRef.current ?? previous)?.focus();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <Overlay
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => keepFocusInside(event, panelRef.current)}
      >
        <Top>
          <Title id={titleId}>{title}</Title>
          <CloseButton ref={closeRef} type="button" onClick={() => onCloseRef.current()}>
            {closeLabel}
          </CloseButton>
        </Top>
        <Content>{children}</Content>
      </Panel>
    </Overlay>,
    document.body,
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: min(320px, 86vw);
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.modal};
  @media (prefers-reduced-motion: no-preference) {
    animation: drawer-in 0.18s ease-out;
  }
  @keyframes drawer-in {
    from {
      transform: translateX(-100%);
    }
  }
`;

const Top = styled.div`
  ${inlineRow('md')}
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const CloseButton = styled.button`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
`;

const Content = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
`;
