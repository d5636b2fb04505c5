// The two columns of a candidate page: the job on the left (a fixed width), the candidate or
// applicant on the right. They stack (the job on top) when the page's panel is narrow: at phone
// width, and on a desktop beside the applicant and referred-jobs columns. A container query, as
// the panel's width, not the window's, decides.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { stack } from '@portal/shared/ui/layout';

const NARROW = '(max-width: 680px)';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <Container>
      <Columns>{children}</Columns>
    </Container>
  );
}

const Container = styled.div`
  container-type: inline-size;
`;
const Columns = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  @container ${NARROW} {
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
  @container ${NARROW} {
    flex-basis: auto;
  }
`;
export const Main = styled.div`
  flex: 1;
  min-width: 0;
  ${stack('lg')}
`;
