// The two columns of a candidate page: the job on the left (a fixed width on a desktop, on top
// at phone width), the candidate or applicant on the right.
import styled from 'styled-components';

export const Layout = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: 900px) {
    flex-direction: column;
  }
`;
export const JobSide = styled.aside`
  flex: 0 0 220px;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  @media (max-width: 900px) {
    flex-basis: auto;
  }
`;
export const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
