// Layout primitives that follow the breakpoints of ./responsive:
//
//   <TwoColumns $aside="300px">              main column + side column; one column below 900 px
//     <main-content /> <aside-content />      (the side column then follows the main one)
//   </TwoColumns>
//
//   <ResponsiveTable>                         a table whose rows become labelled cards below
//     <thead><tr><th scope="col">会社名</th>…   600 px; header words never break (ステータス,
//     <tbody><tr><Td label="会社名">…</Td>…     not ステータ/ス). Give every cell its column's label.
//   </ResponsiveTable>
//
//   <ScrollArea label="求人一覧">…</ScrollArea> a keyboard-scrollable box for content that must
//                                              stay wide (calendars, wide tables) on a phone.
//
//   <Stack $gap="lg">…</Stack>                 children one under the other, `gap` apart
//   <Cluster $gap="sm" $justify="flex-end">    children side by side, wrapping on a narrow screen
//                                              (a row of buttons, a heading with its actions)
// Both take `as` for the element (`<Stack as="ul">`). A component that needs more than these few
// rules styles itself; one that only lines things up uses these instead of its own flex block.
//
// A component that styles itself starts from the same groups instead of writing them out again
// (`${stack('xs')}` and then its own rules), so one arrangement reads as one word everywhere:
//
//   stack(gap)       one under the other, `gap` apart (what Stack is made of)
//   cluster(gap)     side by side, wrapping on a narrow screen (what Cluster is made of)
//   inlineRow(gap)   side by side on one line, centred across it: an icon or badge beside its
//                    text, a title beside its actions (nothing wraps; use cluster where it may)
//   mutedText        secondary text: small and muted (a count, a hint, a date under a name)
//   card             a white box set on the page: hairline border, large radius (a section, a
//                    side menu, a form apart from the page); its padding is its own
import type { CSSProperties, ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from './responsive';
import type { PortalTheme } from './theme';

type Space = keyof PortalTheme['space'];

export const stack = (gap: Space) => css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[gap]};
`;

export const cluster = (gap: Space) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[gap]};
`;

export const inlineRow = (gap: Space) => css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[gap]};
`;

export const mutedText = css`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const card = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** `$shrink`: inside a grid or a flex row it may be narrower than its content (long text wraps). */
export const Stack = styled.div<{
  $gap?: Space;
  $align?: CSSProperties['alignItems'];
  $shrink?: boolean;
}>`
  ${({ $gap = 'md' }) => stack($gap)}
  ${({ $align }) => ($align ? `align-items: ${$align};` : '')}
  ${({ $shrink }) => ($shrink ? 'min-width: 0;' : '')}
`;

export const Cluster = styled.div<{
  $gap?: Space;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
}>`
  ${({ $gap = 'sm' }) => cluster($gap)}
  ${({ $align }) => ($align ? `align-items: ${$align};` : '')}
  ${({ $justify }) => ($justify ? `justify-content: ${$justify};` : '')}
`;

/**
 * A list (`$list`: its column, e.g. 'minmax(220px, 280px)') beside the page it opens; one column
 * below 900 px, where @portal/shared/ui/phone-levels shows one of them at a time.
 */
export const ListDetail = styled.div<{ $list: string }>`
  display: grid;
  grid-template-columns: ${({ $list }) => $list} minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${media.compact} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const TwoColumns = styled.div<{ $aside?: string }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) ${({ $aside = '300px' }) => $aside};
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  & > * {
    min-width: 0;
  }
  ${media.compact} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const ResponsiveTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
    overflow-wrap: anywhere;
  }
  th {
    white-space: nowrap;
    background: ${({ theme }) => theme.colors.background};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${media.phone} {
    &,
    tbody,
    tr,
    td {
      display: block;
      width: 100%;
    }
    /* Visually hidden, still read: the cells carry their labels on screen. */
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tr {
      margin-bottom: ${({ theme }) => theme.space.md};
      padding: ${({ theme }) => theme.space.xs} 0;
      ${card}
    }
    td {
      display: grid;
      grid-template-columns: 9em minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.sm};
      align-items: baseline;
      /* Badges and buttons keep their own width; inputs (width: 100%) still fill the column. */
      justify-items: start;
      border-bottom: 0;
    }
    td::before {
      content: attr(data-label);
      font-size: ${({ theme }) => theme.fontSizes.sm};
      font-weight: 600;
      color: ${({ theme }) => theme.colors.textMuted};
      white-space: nowrap;
    }
  }
`;

/** A cell of ResponsiveTable: `label` is its column header, shown beside it on a phone. */
export function Td({ label, ...props }: { label: string } & ComponentPropsWithRef<'td'>) {
  return <td data-label={label} {...props} />;
}

export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
    <Scroller role="region" aria-label={label} tabIndex={0}>
      {children}
    </Scroller>
  );
}

const Scroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;
