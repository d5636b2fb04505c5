// One card of the settings page, titled and anchored so the menu can scroll to it; focusable from
// script only (tabIndex -1) so the menu can move the focus into it.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@portal/shared/ui/responsive';
import { card } from '@portal/shared/ui/layout';

export function SettingsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <Card id={id} aria-labelledby={titleId} tabIndex={-1}>
      <Title id={titleId}>{title}</Title>
      {children}
    </Card>
  );
}

const Card = styled.section`
  /* Leaves the shell's sticky header clear of the title after scrollIntoView. */
  scroll-margin-top: 72px;
  padding: ${({ theme }) => theme.space.xl};
  ${card}
  box-shadow: ${({ theme }) => theme.shadows.card};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${media.phone} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Title = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 2px solid ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;
