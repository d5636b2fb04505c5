// The columns of the applicant pages: the box, its heading and its main action link.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@portal/shared/ui/responsive';
import { stack } from '@portal/shared/ui/layout';

/**
 * Below this width one column stays beside the panel, below the next two; wider, all three. The
 * panel keeps about 500 px (the candidate detail, the referral form).
 */
export const ONE_COLUMN_BELOW = 1200;
export const TWO_COLUMNS_BELOW = 1440;

export const Column = styled.section`
  flex: 0 0 280px;
  ${stack('sm')}
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${media.compact} {
    flex-basis: auto;
  }
`;
export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
export const AddLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;
