// Tooltip: a short explanation shown while its trigger is hovered or focused (role="tooltip",
// linked by aria-describedby); Escape hides it.
import {
  cloneElement,
  isValidElement,
  useId,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';

export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right';

export interface TooltipProps {
  content: ReactNode;
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: TooltipPlacement;
  className?: string;
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

/** 6 px off the trigger's `edge`, centred on it along the other axis. */
const beside = (edge: 'top' | 'bottom' | 'left' | 'right') => {
  const across = edge === 'top' || edge === 'bottom' ? 'left' : 'top';
  return css`
    ${edge}: calc(100% + 6px);
    ${across}: 50%;
    transform: ${across === 'left' ? 'translateX(-50%)' : 'translateY(-50%)'};
  `;
};

const placements = {
  top: beside('bottom'),
  bottom: beside('top'),
  left: beside('right'),
  right: beside('left'),
};

/** The dark bubble of a tooltip or an InfoTip; its user places it. */
export const bubbleLook = css`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  width: max-content;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
  line-height: 1.5;
  box-shadow: ${({ theme }) => theme.shadows.tooltip};
`;

const Bubble = styled.span<{ $placement: TooltipPlacement }>`
  ${bubbleLook}
  max-width: 280px;
  white-space: normal;
  pointer-events: none;
  ${({ $placement }) => placements[$placement]}
`;

export function Tooltip({ content, children, placement = 'top', className }: TooltipProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const show = () => setVisible(true);
  const hide = () => setVisible(false);
  const describedBy = [children.props['aria-describedby'], visible ? id : undefined]
    .filter(Boolean)
    .join(' ');
  const trigger = isValidElement(children)
    ? cloneElement(children, { 'aria-describedby': describedBy || undefined })
    : children;
  return (
    <Anchor
      className={className}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {trigger}
      {visible ? (
        <Bubble role="tooltip" id={id} $placement={placement}>
          {content}
        </Bubble>
      ) : null}
    </Anchor>
  );
}
