// InfoTip: a small ? button beside a label that explains it (直接連絡可否). The explanation shows
// while the button is hovered or focused (Tooltip), and a tap or click toggles it, so it reaches
// mouse, keyboard and touch alike; Escape hides it.
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { bubbleLook } from './tooltip';

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* 24 px: the smallest target WCAG 2.2 allows beside text. */
  width: 24px;
  height: 24px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1;
  cursor: help;
`;

const Bubble = styled.span`
  ${bubbleLook}
  top: calc(100% + 6px);
  left: 0;
  max-width: min(280px, calc(100vw - 48px));
`;

export interface InfoTipProps {
  /** The button's name, e.g. 直接連絡可否の説明. */
  label: string;
  children: ReactNode;
}

export function InfoTip({ label, children }: InfoTipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const visible = hovered || focused || pinned;
  const hide = () => {
    setHovered(false);
    setFocused(false);
    setPinned(false);
  };
  return (
    <Anchor onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <Trigger
        type="button"
        aria-label={label}
        aria-describedby={visible ? id : undefined}
        onFocus={() => setFocused(true)}
        onBlur={hide}
        onClick={() => setPinned((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && visible) {
            event.stopPropagation();
            hide();
          }
        }}
      >
        ?
      </Trigger>
      {visible ? (
        <Bubble role="tooltip" id={id}>
          {children}
        </Bubble>
      ) : null}
    </Anchor>
  );
}
