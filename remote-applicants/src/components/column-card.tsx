// A row of a column's list (applicants, referred jobs, public jobs): a link that opens its page in
// the next column, highlighted while that page is open; `$marked` adds the bar on its left edge.
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** The box of a row, for a row that is not a link too (a referral that cannot be opened). */
export const columnCardBox = css`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-decoration: none;
`;

export const ColumnCard = styled(NavLink)<{ $marked?: boolean }>`
  ${columnCardBox}
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &.active {
    background: ${({ theme }) => theme.colors.primarySoft};
    ${({ $marked, theme }) => $marked && `box-shadow: inset 3px 0 0 ${theme.colors.primary};`}
  }
`;
