// Badge: a status pill coloured by tone (selection status, entry status, duplicate checks);
// Dot: the small red dot on sidebar entries, with a screen-reader label.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { StatusTone } from '../enums';
import { VisuallyHidden } from './visually-hidden';

const Pill = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $tone }) => theme.status[$tone].fg};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => theme.status[$tone].bg};
  color: ${({ theme, $tone }) => theme.status[$tone].fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  line-height: 20px;
  white-space: nowrap;
`;

export function Badge({
  tone = 'grey',
  children,
  className,
}: {
  tone?: StatusTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Pill $tone={tone} className={className}>
      {children}
    </Pill>
  );
}

const DotMark = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.dot};
  flex-shrink: 0;
`;

/** `label` is read by screen readers in place of the dot (e.g. '未読メッセージがあります'). */
export function Dot({ label, className }: { label?: string; className?: string }) {
  return (
    <DotMark className={className} data-badge-dot="">
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </DotMark>
  );
}
