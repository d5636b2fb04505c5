// The job search section (jobs/search): its title and what it is for.
import styled from 'styled-components';
import { messages } from '../../../messages';

export function JobSearchPage() {
  return (
    <section>
      <Title>{messages.searchTitle}</Title>
      <Lead>{messages.searchDescription}</Lead>
    </section>
  );
}

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
