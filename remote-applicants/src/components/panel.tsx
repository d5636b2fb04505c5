// The right panel of the applicant pages.
import styled from 'styled-components';

export const Panel = styled.section`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
